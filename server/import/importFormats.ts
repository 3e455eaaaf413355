import type { ImportReport } from '../domain/imports';
import type { Store } from '../db/store';
import { importGhost } from './ghostImport';
import { importMarkdown, type ImportOptions } from './markdownImport';
import { importMedium } from './mediumImport';
import { importSubstack } from './substackImport';
import { importWordpress } from './wordpressImport';

// The formats Folio imports, one table for the command line and the Import screen's route.

export type Importer = (
  store: Store,
  source: string,
  options: ImportOptions,
) => Promise<ImportReport>;

export interface ImportFormat {
  importer: Importer;
  /** What the command line asks for. */
  what: string;
  /** The name an uploaded file is kept under (the importer reads a zip by its name). */
  extension: '.json' | '.xml' | '.zip';
}

export const IMPORT_FORMATS = {
  ghost: { importer: importGhost, what: 'Ghost JSON export', extension: '.json' },
  wordpress: { importer: importWordpress, what: 'WordPress WXR file', extension: '.xml' },
  medium: { importer: importMedium, what: 'Medium export (.zip or folder)', extension: '.zip' },
  substack: {
    importer: importSubstack,
    what: 'Substack export (.zip or folder)',
    extension: '.zip',
  },
  markdown: { importer: importMarkdown, what: 'folder or .zip file', extension: '.zip' },
} as const satisfies Record<string, ImportFormat>;

export type ImportFormatName = keyof typeof IMPORT_FORMATS;

export function isImportFormat(name: string): name is ImportFormatName {
  return Object.hasOwn(IMPORT_FORMATS, name);
}
