import type { FieldProps } from '@rjsf/utils';
import { AttachmentPicker } from './attachment-picker';

/** What a ticket form gives its attachments field through the SchemaForm's `context`. */
export interface AttachmentsContext {
  files: readonly File[];
  onFiles(files: File[]): void;
  serverErrors?: readonly string[];
  disabled?: boolean;
}

/**
 * The contract's attachments property (`ui:field`): the files themselves live beside the form data (a File is not a
 * JSON value); the form data holds their names, so the contract's own rules (at most 5) still validate it.
 */
export function AttachmentsField({ fieldPathId, registry }: FieldProps) {
  const context = (registry.formContext as { attachments?: AttachmentsContext }).attachments;
  if (!context) return null;
  return (
    <AttachmentPicker
      id={fieldPathId.$id}
      files={context.files}
      onFiles={context.onFiles}
      serverErrors={context.serverErrors}
      disabled={context.disabled}
    />
  );
}
