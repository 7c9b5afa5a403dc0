/** Read by screen readers, not shown: a label or heading the layout shows otherwise (a column header, the toolbar). */
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
