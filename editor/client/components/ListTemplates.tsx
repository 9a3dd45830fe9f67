// The lists of the editor's forms (a service's town pages, the towns served, reviews…): each item
// the whole width of the form, its Move up, Move down and Remove under it at the right, and the
// list's Add button at its end, each button as wide as what it shows. RJSF's Bootstrap layout put
// them in grid columns sized by the window, not by the form, which takes a third of a wide
// window: the add button's column (1/12) clipped its "+" to a sliver, the item's buttons ran over
// the form's right edge and the rows' gutters pushed the fields past its left edge.
import { buttonId, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';

export function ListItem({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <div className="admin-list-item">
      {children}
      {hasToolbar && (
        <div className="admin-list-buttons">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

export function List(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, readonly, registry } = props;
  const { required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  // The registry's own templates (the forms set none per field in their uiSchema).
  const { ArrayFieldTitleTemplate: Title, ArrayFieldDescriptionTemplate: Description } = registry.templates;
  const { AddButton } = registry.templates.ButtonTemplates;
  const controlInTitle = !readonly && !disabled;
  return (
    <div className="admin-list">
      <Title
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={controlInTitle ? optionalDataControl : undefined}
      />
      <Description
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {!controlInTitle && optionalDataControl}
      {items}
      {canAdd && (
        <div className="admin-list-buttons">
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            className="rjsf-array-item-add"
            onClick={onAddClick}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
    </div>
  );
}
