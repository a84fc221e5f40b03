// The one module that imports jotai: features import from here, and each test makes its own store.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
