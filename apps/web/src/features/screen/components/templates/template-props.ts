import type { CSSProperties } from 'react';
import type { ScreenSection } from '@pfs/domain/screen';
import type { ScreenKey } from '../../api/pub-calls';

export type ScreenTemplateProps = { k: ScreenKey; has: (s: ScreenSection) => boolean };

/** The body under the 96 px header: columns filling the remaining 984 px of the canvas. */
export const grid = (columns: string): CSSProperties => ({ display: 'grid', gridTemplateColumns: columns, gap: 14, padding: 14, height: 984, boxSizing: 'border-box' });
export const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 14, minHeight: 0, minWidth: 0 };
