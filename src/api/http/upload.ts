import * as v from 'valibot';

/**
 * A file part (Blob / File) of a multipart body, checked by shape: browsers, Node and test
 * DOMs have different Blob classes. Every upload (merchant logo, store logo) declares its
 * file with it; type and size are the server's to enforce (`upload_profile_photo_error`).
 */
export const UploadFile = v.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'upload_profile_photo_error',
);
