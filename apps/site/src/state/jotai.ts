// The one module that imports jotai: features import from here, and each test makes its own store.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai';
