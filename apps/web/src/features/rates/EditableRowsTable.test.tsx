import { RESOURCES } from '@limo/domain';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ChildRow, newRow } from '../../resources/masterDetail/aggregate';
import { renderWithClient } from '../../test/render';
import { EditableRowsTable, type EditColumn } from './EditableRowsTable';
import { CLASS_RATE } from './rateKinds';
import { sectionOf } from './rateRows';

const hires = CLASS_RATE.lists.find((l) => l.key === 'tariffRateHires');
if (!hires) throw new Error('no hire list');
const section = sectionOf(hires);
const columns: EditColumn[] = ['minHours', 'hourAmt'].map((name) => ({
  field: RESOURCES.tariffRateHires.fields.find((f) => f.name === name) as EditColumn['field'],
}));
const row = (minHours: string, hourAmt: string): ChildRow => ({ ...newRow(section), values: { ...newRow(section).values, minHours, hourAmt } });

/** The table with its rows kept in state, as a screen keeps them. */
function Harness({ initial, disabled = false, cols = columns, onAdd }: { initial: ChildRow[]; disabled?: boolean; cols?: EditColumn[]; onAdd?: () => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <EditableRowsTable
      title="Hire"
      columns={cols}
      rows={rows}
      errors={{}}
      disabled={disabled}
      onChange={(key, field, value) => setRows((all) => all.map((r) => (r.key === key ? { ...r, values: { ...r.values, [field]: value } } : r)))}
      onAdd={() => {
        onAdd?.();
        setRows((all) => [...all, newRow(section)]);
      }}
      onRemove={(key) => setRows((all) => all.filter((r) => r.key !== key))}
    />
  );
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('EditableRowsTable', () => {
  it('shows every row with a named input per cell, and edits a cell in place', () => {
    renderWithClient(<Harness initial={[row('3', '520'), row('8', '480')]} />);
    expect(screen.getAllByTestId('Hire-row')).toHaveLength(2);
    expect(input('Minimum Hours, row 2').value).toBe('8');
    fireEvent.change(input('Hourly Amount, row 1'), { target: { value: '550' } });
    expect(input('Hourly Amount, row 1').value).toBe('550');
    expect(input('Hourly Amount, row 2').value).toBe('480');
  });

  it('adds a row on Enter in the last row and puts the cursor in its first cell', () => {
    const onAdd = vi.fn();
    renderWithClient(<Harness initial={[row('3', '520')]} onAdd={onAdd} />);
    input('Hourly Amount, row 1').focus();
    fireEvent.keyDown(input('Hourly Amount, row 1'), { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('Hire-row')).toHaveLength(2);
    expect(document.activeElement).toBe(input('Minimum Hours, row 2'));
  });

  it('moves to the same cell of the next row on Enter in an earlier row, adding nothing', () => {
    const onAdd = vi.fn();
    renderWithClient(<Harness initial={[row('3', '520'), row('8', '480')]} onAdd={onAdd} />);
    fireEvent.keyDown(input('Hourly Amount, row 1'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Hourly Amount, row 2'));
    expect(onAdd).not.toHaveBeenCalled();
    // Shift+Enter is not the row key.
    fireEvent.keyDown(input('Hourly Amount, row 2'), { key: 'Enter', shiftKey: true });
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('leaves an Enter a cell uses itself alone', () => {
    const onAdd = vi.fn();
    const own: EditColumn = {
      field: columns[0].field,
      render: (c) => (
        <input
          aria-label={c.ariaLabel}
          value={String(c.value)}
          onChange={(e) => c.onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      ),
    };
    renderWithClient(<Harness initial={[row('3', '520')]} cols={[own, columns[1]]} onAdd={onAdd} />);
    fireEvent.keyDown(input('Minimum Hours, row 1'), { key: 'Enter' });
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.keyDown(input('Hourly Amount, row 1'), { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('adds with the Add button and removes a row with its button, renumbering the rest', () => {
    renderWithClient(<Harness initial={[row('3', '520'), row('8', '480')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1 (Hire)' }));
    expect(screen.getAllByTestId('Hire-row')).toHaveLength(1);
    expect(input('Minimum Hours, row 1').value).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Add (Hire)' }));
    expect(screen.getAllByTestId('Hire-row')).toHaveLength(2);
    expect(document.activeElement).toBe(input('Minimum Hours, row 2'));
  });

  it('shows a cell’s message under it and a row’s own message on the row', () => {
    const rows = [row('3', '')];
    renderWithClient(
      <EditableRowsTable
        title="Hire"
        columns={columns}
        rows={rows}
        errors={{
          [rows[0].key]: [
            { field: 'hourAmt', message: 'Hourly Amount is required' },
            { field: null, message: 'Minimum Hours 3 is already in row 1' },
          ],
        }}
        disabled={false}
        onChange={() => undefined}
        onAdd={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByText('Hourly Amount is required')).toBeTruthy();
    const tr = screen.getByTestId('Hire-row');
    expect(tr.getAttribute('aria-invalid')).toBe('true');
    expect(tr.getAttribute('title')).toBe('Minimum Hours 3 is already in row 1');
  });

  it('offers no add or remove and ignores Enter when it may not be changed', () => {
    const onAdd = vi.fn();
    renderWithClient(<Harness initial={[row('3', '520')]} disabled onAdd={onAdd} />);
    expect(screen.queryByRole('button', { name: 'Add (Hire)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove row 1 (Hire)' })).toBeNull();
    fireEvent.keyDown(input('Hourly Amount, row 1'), { key: 'Enter' });
    expect(onAdd).not.toHaveBeenCalled();
  });
});
