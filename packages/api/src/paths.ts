/**
 * The one table of the operator's `/wps` paths. The sandbox implements the same table; pointing the
 * site at an operator's backend changes the base URL, never these.
 */
export const paths = {
  systemStatus: '/wps/system/status',
} as const;

export type PathName = keyof typeof paths;
