import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { ImageUploadField } from '../../fields/ImageUploadField';
import { TextAreaField } from '../../fields/TextAreaField';
import { FormError } from '../../account/shared/FormError';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledActions, StyledMuted } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';

/** The application's comment limit (doc 2 §5: 140 characters). */
export const APPLICATION_COMMENT_MAX = 140;

export interface PromotionApplication {
  /** 1 to 140 characters, trimmed. */
  comment: string;
  /** 0 to 3 PNG or JPG images, at most 5 MB each, checked before they are added. */
  images: File[];
}

export interface ApplicationFormProps {
  onSubmit: (application: PromotionApplication) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last request. */
  error?: string | null | undefined;
}

/**
 * The activity application (doc 2 §5): a comment with its live count of 140 and up to three
 * pictures, each checked (type and name, size, count) when chosen, with a message per refused file
 * and previews of the added ones. The server checks the same again.
 */
export function ApplicationForm({ onSubmit, busy = false, error }: ApplicationFormProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const submit = usePending(onSubmit, busy);
  return (
    <Form
      aria-label={t`Application`}
      aria-describedby={error ? errorId : undefined}
      onValidSubmit={() => submit.run({ comment: comment.trim(), images })}
    >
      <StyledMuted>{t`Tell us what you are applying for, and add up to 3 screenshots.`}</StyledMuted>
      <TextAreaField
        name="comment"
        label={t`Comment`}
        required
        maxLength={APPLICATION_COMMENT_MAX}
        value={comment}
        onValueChange={setComment}
      />
      <ImageUploadField name="images" label={t`Screenshots`} onValueChange={setImages} />
      <FormError error={error} id={errorId} />
      <StyledActions>
        <Button type="submit" loading={submit.pending}>
          {t`Apply`}
        </Button>
      </StyledActions>
      <BusyStatus busy={submit.pending} />
    </Form>
  );
}
ApplicationForm.displayName = 'ApplicationForm';
