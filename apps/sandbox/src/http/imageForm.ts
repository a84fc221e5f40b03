import type { Context } from 'hono';
import { IMAGE_UPLOAD_LIMITS } from '@lobby/core';
import { ApiError } from './envelope';

/** A picture a form carried, typed by its bytes. */
export interface FormImage {
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image's type by its first bytes (what it claims to be counts for nothing). */
export function imageTypeOf(bytes: Uint8Array): FormImage['mediaType'] | undefined {
  const starts = (magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return undefined;
}

export interface ImageFormRule {
  /** The field that names what the form is about, and what that is (for the message). */
  idField: string;
  idName: string;
  commentMax: number;
  /** What the comment should say, for the message when it is empty. */
  commentHint: string;
  minImages: number;
  /** The refusal of an invalid comment or picture, with the caller's code. */
  refuse: (message: string) => ApiError;
}

/**
 * A multipart form of an id, a comment and PNG or JPEG pictures (doc 2 §5 and §9: at most 140
 * characters, 3 pictures of 5 MB each): the withdrawal's proof and the activity application. The
 * browser checks the same before upload; the server does not trust it did, and types each picture
 * by its bytes.
 */
export async function readImageForm(
  c: Context,
  rule: ImageFormRule,
): Promise<{ id: number; comment: string; images: FormImage[] }> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw rule.refuse('Invalid form: send it as multipart/form-data');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed multipart body');
  }
  const one = (name: string): string | undefined => {
    const value = form[name];
    return typeof value === 'string' ? value : undefined;
  };
  const idText = one(rule.idField);
  if (idText === undefined || !/^[1-9]\d{0,14}$/.test(idText)) {
    throw new ApiError(400, `Invalid ${rule.idField}: must be ${rule.idName}`);
  }
  const comment = (one('comment') ?? '').trim();
  if (comment === '') throw rule.refuse(`Invalid comment: ${rule.commentHint}`);
  if ([...comment].length > rule.commentMax) {
    throw rule.refuse(`Invalid comment: at most ${rule.commentMax} characters`);
  }
  const raw = form['images'];
  const files = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (files.length < rule.minImages) {
    throw rule.refuse(`Invalid images: add at least ${rule.minImages} picture`);
  }
  if (files.length > IMAGE_UPLOAD_LIMITS.maxFiles) {
    throw rule.refuse(`Invalid images: at most ${IMAGE_UPLOAD_LIMITS.maxFiles} pictures`);
  }
  const images: FormImage[] = [];
  for (const file of files) {
    if (typeof file === 'string') throw rule.refuse('Invalid images: each must be a file');
    if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) {
      throw rule.refuse('Invalid images: each picture must be at most 5 MB');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mediaType = imageTypeOf(bytes);
    if (!mediaType) throw rule.refuse('Invalid images: only PNG or JPG pictures');
    images.push({ mediaType, bytes });
  }
  return { id: Number(idText), comment, images };
}
