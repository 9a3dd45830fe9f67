// The frame of the editor's dialogs: a modal titled by an h2, its body, and, for a dialog that
// asks something, a form whose footer has Cancel and the dialog's own buttons.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';

interface EditorDialogProps {
  /** The dialog's name: its heading, which labels it. */
  title: string;
  /** The name of the close button in the corner. */
  closeLabel: string;
  onClose(): void;
  onEntered?(): void;
  size?: 'lg';
  scrollable?: boolean;
  /** Given for a dialog that asks something: the body and the buttons are a form. */
  onSubmit?(e: FormEvent<HTMLFormElement>): void;
  /** The buttons after Cancel; the dialog has no footer without them. */
  actions?: ReactNode;
  children: ReactNode;
}

export function EditorDialog(props: EditorDialogProps) {
  const { title, closeLabel, onClose, onSubmit, actions, children } = props;
  const titleId = useId();
  const content = (
    <>
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {actions && (
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          {actions}
        </Modal.Footer>
      )}
    </>
  );
  return (
    <Modal
      show
      onHide={onClose}
      onEntered={props.onEntered}
      size={props.size}
      scrollable={props.scrollable}
      aria-labelledby={titleId}
    >
      {onSubmit ? (
        <Form onSubmit={onSubmit} noValidate>
          {content}
        </Form>
      ) : (
        content
      )}
    </Modal>
  );
}
