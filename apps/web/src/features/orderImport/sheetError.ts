/** Why a file could not be read as a sheet: a code the dialog words in the reader's language (oi.read.<code>). */
export type SheetReadProblem = 'notZip' | 'brokenZip' | 'noWorkbook' | 'noSheet' | 'empty' | 'fileType' | 'tooManyRows';

export class SheetReadError extends Error {
  override name = 'SheetReadError';
  constructor(
    readonly code: SheetReadProblem,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}
