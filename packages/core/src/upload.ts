/** The image upload rule of the activity application (spec 001 sections 5 and 9). */

/** What a file is checked on: the parts of a browser `File` the rule reads. */
export interface UploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type UploadRejection = 'type' | 'size' | 'count';

export interface UploadLimits {
  /** MIME type -> the file-name extensions that go with it (lower case, with the dot). */
  readonly types: Readonly<Record<string, readonly string[]>>;
  readonly maxBytes: number;
  readonly maxFiles: number;
}

/**
 * PNG or JPG, at most 5 MB each, at most 3. "5MB" is read as 5 MiB (5 x 1024 x 1024 bytes), the
 * size a file manager shows as "5 MB" on most systems.
 */
export const IMAGE_UPLOAD_LIMITS: UploadLimits = {
  types: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why one file is refused, or null. The MIME type AND the extension must both be allowed and
 * agree: a renamed `.exe` with a `.png` name has no image type, and a PNG type on a `.gif` name is
 * refused too (what the server stores is named by the extension).
 */
export function checkUpload(
  file: UploadCandidate,
  limits: UploadLimits = IMAGE_UPLOAD_LIMITS,
): 'type' | 'size' | null {
  const extensions = limits.types[file.type.toLowerCase()];
  if (!extensions?.includes(extensionOf(file.name))) return 'type';
  if (!(file.size <= limits.maxBytes)) return 'size';
  return null;
}

/**
 * Splits newly chosen files into the ones added and the ones refused, each with its reason. Files
 * are taken in order until `maxFiles` (counting `existing` already added) is reached.
 */
export function partitionUploads<F extends UploadCandidate>(
  existing: number,
  files: readonly F[],
  limits: UploadLimits = IMAGE_UPLOAD_LIMITS,
): { accepted: F[]; rejected: { file: F; reason: UploadRejection }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; reason: UploadRejection }[] = [];
  for (const file of files) {
    const reason = checkUpload(file, limits);
    if (reason) rejected.push({ file, reason });
    else if (existing + accepted.length >= limits.maxFiles)
      rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
