/**
 * The registration user's fields that have a server rule (doc 1 §2, §3), in the order the form
 * shows them: the register setting's keys, the form's fields and the server's checks share it.
 */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];
