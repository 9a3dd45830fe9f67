// The picture chooser: the files under public/images/, and an upload that adds one there.
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { EditorDialog } from './EditorDialog.tsx';
import { api } from '../api.ts';
import { useLoaded } from '../use-loaded.ts';

interface Picture {
  path: string;
  width?: number;
  height?: number;
}

export function ImageChooserButton({
  label,
  value,
  onChoose,
  disabled,
}: {
  label: string;
  value: string;
  onChoose(path: string, size: { width?: number; height?: number }): void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setOpen(true)} disabled={disabled} className="text-nowrap">
        Choose picture<span className="visually-hidden"> for {label}</span>
      </Button>
      {open && (
        <ImageChooser
          current={value}
          onClose={() => setOpen(false)}
          onChoose={(picture) => {
            onChoose(picture.path, { width: picture.width, height: picture.height });
            setOpen(false);
          }}
          onUploaded={(picture) => onChoose(picture.path, { width: picture.width, height: picture.height })}
        />
      )}
    </>
  );
}

/**
 * A picture's thumbnail. A picture uploaded a moment ago can answer 404 at first (the dev server
 * learns of a new file under public/ from its file watcher, a moment after it is written): it is
 * asked for again a few times, a little later each time, before the broken picture stays.
 */
function Thumbnail({ src }: { src: string }) {
  const [tries, setTries] = useState(0);
  return (
    <img
      src={tries ? `${src}?try=${tries}` : src}
      alt=""
      loading="lazy"
      onError={() => {
        if (tries >= 5) return;
        setTimeout(() => setTries((n) => n + 1), 300 * 2 ** tries);
      }}
    />
  );
}

const readPictures = (): Promise<Picture[]> => api.images().then((r) => r.images);

function ImageChooser({
  current,
  onClose,
  onChoose,
  onUploaded,
}: {
  current: string;
  onClose(): void;
  onChoose(picture: Picture): void;
  /** A picture was uploaded: it is the field's value now; the chooser stays open. */
  onUploaded(picture: Picture): void;
}) {
  const { value: pictures, error: loadError, reload: load } = useLoaded(readPictures);
  const [uploadError, setUploadError] = useState('');
  const error = uploadError || loadError;
  const [uploading, setUploading] = useState(false);
  const [filter, setFilter] = useState('');
  const uploadId = useId();
  const filterId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      // The new picture is the one chosen (uploading it is choosing it), shown chosen in the list.
      const saved = await api.upload(file);
      onUploaded(saved);
      await load();
      setFilter(saved.path.slice(saved.path.lastIndexOf('/') + 1));
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const shown = (pictures ?? []).filter((p) => p.path.toLowerCase().includes(filter.toLowerCase()));
  return (
    <EditorDialog
      title="Choose a picture"
      closeLabel="Close the picture chooser"
      onClose={onClose}
      size="lg"
      scrollable
    >
      <Form.Group className="mb-3" controlId={uploadId}>
        <Form.Label>Upload a new picture (PNG, JPEG, WebP or AVIF, up to 25 MB)</Form.Label>
        <Form.Control
          type="file"
          // Any picture, so that a phone offers its camera as well as its photos (iPhone turns its
          // HEIC photos into JPEG for a page that asks for image/*); the server says which it takes.
          accept="image/*"
          disabled={uploading}
          onChange={(e) => upload((e.target as HTMLInputElement).files?.[0])}
        />
        <Form.Text as="div">
          <strong>Adding your photos:</strong> a photo from your phone is fine as it is. It is turned the right way up,
          made smaller, and its hidden data (camera, and the place it was taken) is removed. It becomes part of the site
          when you save. iPhone photos in HEIC cannot be shown by browsers: set the iPhone to Settings &gt; Camera &gt;
          Formats &gt; Most Compatible, or export the photo as JPEG. Only use photos of your own work.
        </Form.Text>
      </Form.Group>
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-3" controlId={filterId}>
        <Form.Label>Find a picture by name</Form.Label>
        <Form.Control type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </Form.Group>
      {!pictures && !error && <p>Loading the pictures...</p>}
      <ul className="admin-pictures list-unstyled" aria-label="Pictures in public/images">
        {shown.map((p) => (
          <li key={p.path}>
            <button
              type="button"
              className={`admin-picture btn btn-outline-secondary${p.path === current ? ' active' : ''}`}
              aria-pressed={p.path === current}
              onClick={() => onChoose(p)}
            >
              <Thumbnail src={p.path} />
              <span>{p.path}</span>
              {p.width && p.height ? (
                <span className="text-body-secondary small">{`${p.width} × ${p.height}`}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {pictures && !shown.length && <p>No picture matches.</p>}
    </EditorDialog>
  );
}
