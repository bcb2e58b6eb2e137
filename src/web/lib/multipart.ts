/**
 * A multipart body: each text field once (empty ones left out), each file as its own part under `fileField`.
 * openapi-fetch drops its JSON Content-Type for a FormData body, so the browser sets the boundary. Used by the
 * customer's ticket forms and the support desk's reply (one way to send files).
 */
export function multipartBody(fields: Record<string, string | undefined>, fileField: string, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, value);
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}
