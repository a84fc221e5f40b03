import { useLingui } from '@lingui/react/macro';

const PIN = /^\d{6}$/;

/** The translated check of a payment password: exactly 6 digits. */
export function usePinCheck(): (value: string) => string | null {
  const { t } = useLingui();
  return (value) => (PIN.test(value) ? null : t`Use exactly 6 digits`);
}
