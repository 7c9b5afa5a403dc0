import { DndContext } from '@dnd-kit/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { schedulingEn, schedulingZhHK } from '@limo/domain/i18n/scheduling';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, registerTexts } from '../../i18n';
import '../../test/render';
import type { Bar } from './gridModel';
import { ScheduleBar } from './ScheduleBar';

const bar = (over: Partial<Bar['row']> = {}): Bar => ({
  left: 10,
  width: 200,
  sub: 1,
  span: { start: 0, end: 60 },
  row: {
    orderVehicleId: 5,
    orderRefId: 'HK301010-0001',
    flightEtaDate: null,
    flightEtaTime: null,
    pickupDate: '2030-10-10',
    pickupTime: '09:00',
    clientTypeId: 1,
    orderStatus: 'A',
    noshowFlag: 0,
    startDate: '2030-10-10',
    endDate: '2030-10-10',
    startTime: '09:00:00',
    endTime: '10:00:00',
    clientId: 3,
    clientCode: 'ISL',
    vehicleTypeId: 1,
    driverId: null,
    serviceType: 'Arrival',
    pickupLocationId: 1,
    dropoffLocationId: 2,
    flightNo: 'CX101',
    outsourceDriverName: null,
    outsourceVendorId: null,
    isOutsource: false,
    outsourceName: null,
    outsourceMobile: null,
    startLocationId: 1,
    startLocationCode: 'HKG',
    endLocationId: 2,
    endLocationCode: 'PEN',
    ...over,
  },
});

function show(props: Partial<Parameters<typeof ScheduleBar>[0]> = {}) {
  const onOpen = vi.fn();
  const view = render(
    <DndContext>
      <ScheduleBar bar={bar()} clash={false} knockOn={false} special={false} selected={false} canDrag onOpen={onOpen} onFocusBar={() => undefined} {...props} />
    </DndContext>,
  );
  return { onOpen, button: screen.getByRole('button'), unmount: view.unmount };
}

describe('a bar on the grid', () => {
  it('is labelled with time, client, flight and route, named in full for screen readers, and opens on Enter', () => {
    const { onOpen, button } = show();
    expect(button.textContent).toBe('09:00 ISL CX101 HKG→PEN');
    expect(button.getAttribute('aria-label')).toBe('09:00 ISL CX101 HKG→PEN HK301010-0001');
    // Codes, not words: the Chinese screen leaves them as they are (issue 30, part 1).
    expect(button.querySelector('[translate="no"]')?.textContent).toBe('09:00 ISL CX101 HKG→PEN');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  it('keeps what fits as the zoom narrows it, and the whole in its tooltip', () => {
    const { button } = show({ scale: 0.4 });
    expect(button.style.width).toBe('80px');
    expect(button.textContent).toBe('09:00 ISL CX101');
    expect(button.title).toBe('HK301010-0001 09:00 ISL CX101 HKG→PEN');
  });

  it('shows no text on a bar too narrow for the time, only the tooltip', () => {
    const { button } = show({ scale: 0.1 });
    expect(button.textContent).toBe('');
    expect(button.title).toBe('HK301010-0001 09:00 ISL CX101 HKG→PEN');
  });

  it('is named starting with the text it shows, at every width, with a mark and a star (WCAG 2.5.3)', () => {
    for (const scale of [1, 0.4, 0.1])
      for (const jobStatus of [null, 'COMPLETED'])
        for (const special of [false, true]) {
          const { unmount, button } = show({ scale, special, bar: bar({ jobStatus }) });
          // Spaces aside: the mark is a chip of its own, set apart by its margin.
          const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
          expect(squash(button.getAttribute('aria-label')).startsWith(squash(button.textContent)), `${scale} ${jobStatus} ${special}`).toBe(true);
          expect(button.getAttribute('aria-label')).toContain('HK301010-0001');
          unmount();
        }
  });

  it("stars a special client's job and marks a clash", () => {
    const { button } = show({ special: true, clash: true });
    expect(button.textContent?.startsWith('★')).toBe(true);
    expect(button.dataset.special).toBe('true');
    expect(button.dataset.clash).toBe('true');
  });

  it('shows the status it has, a no-show before the order’s', () => {
    const { button } = show({ bar: bar({ noshowFlag: 1 }) });
    expect(button.dataset.status).toBe('NOSHOW');
  });
});

registerTexts(schedulingEn, schedulingZhHK);

const progressChip = (button: HTMLElement) => button.querySelector('[data-code]');

describe("the bar's job progress (issue 11, words of issue 30)", () => {
  it("shows the driver's mark as a word, its short code kept in data-code, and names it in the bar's label; nothing before the first mark", () => {
    const cases: [string | null, string | null, string | null][] = [
      ['ACK', 'ACK', 'Acked'],
      ['ON_THE_WAY', 'OTW', 'On way'],
      ['ARRIVED', 'ARR', 'Arrived'],
      ['POB', 'POB', 'On board'],
      ['COMPLETED', 'DONE', 'Done'],
      ['NO_SHOW', 'NS', 'No-show'],
      [null, null, null],
    ];
    for (const [jobStatus, code, word] of cases) {
      const { unmount } = render(
        <DndContext>
          <ScheduleBar bar={bar({ jobStatus })} clash={false} knockOn={false} special={false} selected={false} canDrag onOpen={vi.fn()} onFocusBar={vi.fn()} />
        </DndContext>,
      );
      const button = screen.getByRole('button');
      expect(button.getAttribute('data-progress'), String(jobStatus)).toBe(jobStatus);
      if (code) {
        expect(progressChip(button)?.textContent, String(jobStatus)).toBe(word);
        expect(progressChip(button)?.getAttribute('data-code'), String(jobStatus)).toBe(code);
        expect(button.getAttribute('aria-label')?.startsWith(word as string), String(jobStatus)).toBe(true);
      } else {
        expect(progressChip(button)).toBeNull();
        expect(button.textContent?.startsWith('09:00')).toBe(true);
      }
      unmount();
    }
  });

  it('names the bar starting with the text it shows, word for word as a screen reads it (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
    for (const jobStatus of ['ACK', 'COMPLETED', null]) {
      for (const special of [false, true]) {
        const { unmount } = render(
          <DndContext>
            <ScheduleBar
              bar={bar({ jobStatus })}
              clash={false}
              knockOn={false}
              special={special}
              selected={false}
              canDrag
              onOpen={vi.fn()}
              onFocusBar={vi.fn()}
            />
          </DndContext>,
        );
        const button = screen.getByRole('button');
        // axe joins the visible text nodes with nothing between them.
        const shown = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
        expect(button.getAttribute('aria-label')?.startsWith(shown), `${jobStatus} special=${special}: "${shown}"`).toBe(true);
        unmount();
      }
    }
  });

  it('words the mark in Chinese when the user reads Chinese', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('zh-HK');
    try {
      render(
        <DndContext>
          <ScheduleBar
            bar={bar({ jobStatus: 'POB' })}
            clash={false}
            knockOn={false}
            special={false}
            selected={false}
            canDrag
            onOpen={vi.fn()}
            onFocusBar={vi.fn()}
          />
        </DndContext>,
      );
      const chip = progressChip(screen.getByRole('button'));
      expect(chip?.textContent).toBe('已上車');
      expect(chip?.getAttribute('data-code')).toBe('POB');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
