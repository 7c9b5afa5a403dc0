import { describe, expect, it } from 'vitest';
import { copyRequest } from './ocTerms';

describe('the copy call of other-charge terms', () => {
  it("uses the owners' own copy call between owners of one kind, copyTariffOCParms across kinds", () => {
    expect(copyRequest({ kind: 'client', id: 1 }, { kind: 'client', id: 2 }, false)).toEqual({
      path: '/api/copyClientOCParms',
      body: { fromClientId: 1, toClientId: 2, replaceFlag: 0 },
    });
    expect(copyRequest({ kind: 'term', id: 3 }, { kind: 'term', id: 4 }, true)).toEqual({
      path: '/api/copyContractTermOCParms',
      body: { fromContractTermTypeId: 3, toContractTermTypeId: 4, replaceFlag: 1 },
    });
    expect(copyRequest({ kind: 'term', id: 3 }, { kind: 'client', id: 2 }, true)).toEqual({
      path: '/api/copyTariffOCParms',
      body: { fromContractTermTypeId: 3, toClientId: 2, replaceFlag: 1 },
    });
    expect(copyRequest({ kind: 'client', id: 1 }, { kind: 'term', id: 4 }, false)).toEqual({
      path: '/api/copyTariffOCParms',
      body: { fromClientId: 1, toContractTermTypeId: 4, replaceFlag: 0 },
    });
  });
});
