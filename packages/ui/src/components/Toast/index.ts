export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './ToastContext';
export type { ToastApi, ToastOptions } from './ToastContext';
export type { ToastTone } from './Toast.styles';
