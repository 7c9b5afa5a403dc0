import { RESOURCES } from '@limo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../test/render';
import { columnsFor } from './columns';
import { ResourceFormDialog } from './ResourceFormDialog';

const defs = Object.values(RESOURCES);

describe('every resource definition', () => {
  it.each(defs.map((d) => [d.name, d]))('%s: the create dialog shows every field by its label', (_name, def) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { page: { size: 100, totalElements: 0, totalPages: 0, number: 0 } })),
    );
    renderWithClient(<ResourceFormDialog def={def} id={null} canWrite onClose={() => {}} />);
    for (const f of def.fields.filter((x) => !x.readOnly)) {
      expect(screen.getAllByText(f.label.en, { exact: false }).length, `${def.name}.${f.name}`).toBeGreaterThan(0);
    }
  });
  it.each(defs.map((d) => [d.name, d]))('%s: list columns have headers', (_name, def) => {
    const cols = columnsFor(def, 'en', {});
    expect(cols.map((c) => c.field)).toEqual(def.listColumns);
    expect(cols.every((c) => typeof c.headerName === 'string' && c.headerName.length > 0)).toBe(true);
  });
});
