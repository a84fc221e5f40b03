import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  IMAGE_UPLOAD_LIMITS,
  partitionUploads,
  type UploadLimits,
  type UploadRejection,
} from '@lobby/core';
import { Field } from '../Field/Field';
import { useFieldValidation, type FieldError } from '../Field/useFieldValidation';
import {
  StyledFileInput,
  StyledPreview,
  StyledPreviews,
  StyledRejections,
  StyledRemove,
} from './ImageUploadField.styles';

export interface ImageUploadFieldProps {
  /** The key the files are submitted under. */
  name: string;
  label: ReactNode;
  /** At least one image is needed. @default false */
  required?: boolean;
  /** Help text. @default the limits ("PNG or JPG, at most 5 MB each, up to 3 images") */
  hint?: ReactNode;
  error?: FieldError | null;
  /** Called with the added files whenever they change. */
  onValueChange?: (files: File[]) => void;
  /** Types, size and count. @default png or jpg, 5 MB each, 3 images (the spec) */
  limits?: UploadLimits;
  /** @default false */
  disabled?: boolean;
  id?: string;
}

interface Added {
  file: File;
  url: string;
}

/**
 * Image upload: each chosen file is checked (type AND extension, size, count); refused files are
 * listed with the reason, added ones shown as previews with a remove button. Preview object URLs
 * are revoked on removal and on unmount.
 */
export function ImageUploadField({
  name,
  label,
  required = false,
  hint,
  error: externalError,
  onValueChange,
  limits = IMAGE_UPLOAD_LIMITS,
  disabled = false,
  id,
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [added, setAdded] = useState<Added[]>([]);
  const [rejected, setRejected] = useState<{ name: string; reason: UploadRejection }[]>([]);
  const files = added.map((a) => a.file);

  // Revoke whatever is still shown when the field goes away.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    urls.current = added.map((a) => a.url);
  }, [added]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const validation = useFieldValidation<readonly File[]>({
    name,
    required,
    isEmpty: (value) => value.length === 0,
    value: files,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });

  const update = (next: Added[]) => {
    setAdded(next);
    onValueChange?.(next.map((a) => a.file));
  };

  const choose = (list: FileList | null) => {
    const chosen = list ? [...list] : [];
    const { accepted, rejected: refused } = partitionUploads(added.length, chosen, limits);
    setRejected(refused.map(({ file, reason }) => ({ name: file.name, reason })));
    if (accepted.length > 0) {
      update([...added, ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    }
    // Lets the same file be chosen again after a removal.
    if (input.current) input.current.value = '';
  };

  const remove = (item: Added) => {
    URL.revokeObjectURL(item.url);
    update(added.filter((a) => a !== item));
    input.current?.focus();
  };

  const maxMb = Math.round((limits.maxBytes / (1024 * 1024)) * 10) / 10;
  const maxFiles = limits.maxFiles;
  const reasonText = (fileName: string, reason: UploadRejection): string => {
    switch (reason) {
      case 'type':
        return t`${fileName} was not added: only PNG or JPG images are allowed`;
      case 'size':
        return t`${fileName} was not added: it is larger than ${maxMb} MB`;
      case 'count':
        return t`${fileName} was not added: you can add at most ${maxFiles} images`;
    }
  };
  const accept = Object.entries(limits.types)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',');

  return (
    <Field
      label={label}
      required={required}
      hint={hint ?? t`PNG or JPG, at most ${maxMb} MB each, up to ${maxFiles} images`}
      error={externalError ?? validation.error}
      id={controlId}
      footer={
        <>
          <StyledRejections aria-live="polite">
            {rejected.map((r, i) => (
              <li key={`${r.name}-${i}`}>{reasonText(r.name, r.reason)}</li>
            ))}
          </StyledRejections>
          <StyledPreviews aria-label={t`Added images`}>
            {added.map((item) => {
              const fileName = item.file.name;
              return (
                <StyledPreview key={item.url}>
                  <img src={item.url} alt={fileName} />
                  <StyledRemove aria-label={t`Remove ${fileName}`} onClick={() => remove(item)}>
                    <span aria-hidden="true">×</span>
                  </StyledRemove>
                </StyledPreview>
              );
            })}
          </StyledPreviews>
        </>
      }
    >
      {(control) => (
        <StyledFileInput
          {...control}
          ref={input}
          name={name}
          accept={accept}
          multiple={maxFiles > 1}
          disabled={disabled}
          onChange={(event) => choose(event.target.files)}
          onBlur={() => {
            if (added.length > 0) validation.onBlur();
          }}
        />
      )}
    </Field>
  );
}
ImageUploadField.displayName = 'ImageUploadField';
