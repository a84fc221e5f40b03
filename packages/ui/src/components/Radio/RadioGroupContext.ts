import { createContext, useContext } from 'react';

export interface RadioGroupContextValue {
  readonly name: string;
  readonly value: string | undefined;
  readonly disabled: boolean;
  readonly required: boolean;
  readonly select: (value: string) => void;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export function useRadioGroup(): RadioGroupContextValue | null {
  return useContext(RadioGroupContext);
}
