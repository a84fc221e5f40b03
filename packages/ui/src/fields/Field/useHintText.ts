import { useLingui } from '@lingui/react/macro';
import type { FieldHint, PatternHint } from '@lobby/core';

/**
 * Turns a core hint descriptor into the translated sentence shown under a field: the pattern's
 * kind with its bounds, or a single number when min equals max. A plain string is a message the
 * caller already translated and passes through.
 */
export function useHintText(): (hint: FieldHint | string) => string {
  const { t } = useLingui();
  return function hintText(hint: FieldHint | string): string {
    if (typeof hint === 'string') return hint;
    switch (hint.hint) {
      case 'required':
        return t`This field is required`;
      case 'mismatch':
        return t`The two passwords do not match`;
      case 'phoneInvalid':
        return t`Enter a valid phone number`;
      case 'accountFormat':
        return t`The account or password format is wrong`;
      case 'emailFormat':
        return t`Enter a valid email address`;
      case 'codeRequired':
        return t`Enter the verification code`;
      case 'inviteCodeInvalid':
        return t`The invitation code is not valid`;
      case 'realNameFormat':
        return t`The real name format is wrong`;
      case 'mobileFormat':
        return t`The mobile number format is wrong`;
      case 'contentRequired':
        return t`This cannot be empty`;
      case 'confirmOldPassword':
        return t`Please confirm your old password`;
      case 'captchaRequired':
        return t`Enter the characters shown in the image`;
      case 'termsRequired':
        return t`Accept the terms to continue`;
      default:
        return patternText(hint);
    }
  };

  function patternText(hint: PatternHint): string {
    const { min, max } = hint;
    const n = hint.single;
    if (n !== undefined) {
      switch (hint.hint) {
        case 'letterFirstAlnum':
          return t`Use ${n} letters and digits, starting with a letter`;
        case 'lettersChinese':
          return t`Use ${n} letters or Chinese characters`;
        case 'email':
          return t`Enter an email address of ${n} characters, like name@example.com`;
        case 'alnumNoChinese':
          return t`Use ${n} letters and digits, without Chinese characters`;
        case 'digits':
          return t`Use ${n} digits`;
        case 'oneUppercase':
          return t`Use ${n} letters and digits, with at least one uppercase letter`;
        case 'lettersSpaces':
          return t`Use ${n} letters and spaces`;
        case 'noSpaces':
          return t`Use ${n} characters without spaces`;
        case 'korean':
          return t`Use ${n} Korean characters`;
        case 'thai':
          return t`Use ${n} Thai characters`;
        case 'passwordStrong':
          return t`Use ${n} characters with an uppercase letter, a lowercase letter, a digit and a special character`;
        case 'fullName':
          return t`Enter your first and last name separated by a space, ${n} characters`;
        case 'japaneseName':
          return t`Use ${n} full-width Hiragana, Katakana or Kanji characters`;
        case 'uppercase':
          return t`Use ${n} uppercase letters`;
        case 'chineseDigits':
          return t`Use ${n} Chinese characters and digits`;
        case 'lettersAndDigits':
          return t`Use ${n} characters with both letters and digits`;
        case 'chinesePunctuation':
          return t`Use ${n} Chinese characters and punctuation marks`;
        case 'uppercaseWithLetter':
          return t`Use ${n} uppercase letters and digits, with at least one letter`;
        case 'dateYmd':
          return t`Enter the date as yyyy-MM-dd, for example 1990-12-31`;
        case 'dateMdy':
          return t`Enter the date as MM-dd-yyyy, for example 12-31-1990`;
        case 'length':
          return t`Use exactly ${n} characters`;
      }
    }
    switch (hint.hint) {
      case 'letterFirstAlnum':
        return t`Use ${min} to ${max} letters and digits, starting with a letter`;
      case 'lettersChinese':
        return t`Use ${min} to ${max} letters or Chinese characters`;
      case 'email':
        return t`Enter an email address of ${min} to ${max} characters, like name@example.com`;
      case 'alnumNoChinese':
        return t`Use ${min} to ${max} letters and digits, without Chinese characters`;
      case 'digits':
        return t`Use ${min} to ${max} digits`;
      case 'oneUppercase':
        return t`Use ${min} to ${max} letters and digits, with at least one uppercase letter`;
      case 'lettersSpaces':
        return t`Use ${min} to ${max} letters and spaces`;
      case 'noSpaces':
        return t`Use ${min} to ${max} characters without spaces`;
      case 'korean':
        return t`Use ${min} to ${max} Korean characters`;
      case 'thai':
        return t`Use ${min} to ${max} Thai characters`;
      case 'passwordStrong':
        return t`Use ${min} to ${max} characters with an uppercase letter, a lowercase letter, a digit and a special character`;
      case 'fullName':
        return t`Enter your first and last name separated by a space, ${min} to ${max} characters`;
      case 'japaneseName':
        return t`Use ${min} to ${max} full-width Hiragana, Katakana or Kanji characters`;
      case 'uppercase':
        return t`Use ${min} to ${max} uppercase letters`;
      case 'chineseDigits':
        return t`Use ${min} to ${max} Chinese characters and digits`;
      case 'lettersAndDigits':
        return t`Use ${min} to ${max} characters with both letters and digits`;
      case 'chinesePunctuation':
        return t`Use ${min} to ${max} Chinese characters and punctuation marks`;
      case 'uppercaseWithLetter':
        return t`Use ${min} to ${max} uppercase letters and digits, with at least one letter`;
      // A date has a fixed shape: its bounds add nothing to the sentence.
      case 'dateYmd':
        return t`Enter the date as yyyy-MM-dd, for example 1990-12-31`;
      case 'dateMdy':
        return t`Enter the date as MM-dd-yyyy, for example 12-31-1990`;
      case 'length':
        return t`Use ${min} to ${max} characters`;
    }
  }
}
