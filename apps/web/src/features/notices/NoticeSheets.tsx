import { noticesEn, noticesZhHK } from '@limo/domain/i18n/notices';
import { useMemo } from 'react';
import { joined, layoutSignName, noticeLines, type NoticeRow, signClient, signName, type SignLang, type SignRow } from './noticesModel';
import { mmToPx, PAPER, Sheet } from './PrintPages';

/*
 * The printed pages: a departure notice (A5, for the hotel desk) and an airport sign (A4
 * landscape, the passenger's name as large as fits). Labels are English and Chinese side by side
 * whatever the screen's language, as the PDF prints them.
 */

/** Fonts with Traditional Chinese glyphs first, where the machine has one. */
export const SHEET_FONT = '"Noto Sans TC", "Noto Sans CJK TC", "Microsoft JhengHei", "PingFang TC", "Helvetica Neue", Arial, sans-serif';

const both = (key: keyof typeof noticesEn) => `${noticesEn[key]}  ${noticesZhHK[key]}`;

let canvas: HTMLCanvasElement | null = null;

/** A text's width in px set bold at 100 px in the sheets' font (an estimate where there is no canvas, as in jsdom). */
export function widthAt100(text: string): number {
  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')) return text.length * 60;
  canvas ??= document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return text.length * 60;
  ctx.font = `700 100px ${SHEET_FONT}`;
  return ctx.measureText(text).width;
}

const SIGN_WIDTH_PX = mmToPx(PAPER.signs.width - 2 * PAPER.signs.padding);

export function SignSheet({ row, lang }: { row: SignRow; lang: SignLang }) {
  const name = signName(row, lang);
  const layout = useMemo(() => layoutSignName(name, widthAt100, SIGN_WIDTH_PX), [name]);
  const foot = joined(
    row.flightNo && `${noticesEn['notices.label.flight']} ${row.flightNo}`,
    row.origin,
    row.flightEtaTime && `${noticesEn['notices.label.eta']} ${row.flightEtaTime}`,
    row.terminal && `${noticesEn['notices.label.terminal']} ${row.terminal}`,
    `${noticesEn['notices.label.ref']} ${row.orderRefId}`,
  );
  return (
    <Sheet paper={PAPER.signs} label={name}>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', textAlign: 'center', fontFamily: SHEET_FONT }}>
        {/* Lines broken where the layout says (pre-line), read as one name (a new line is a space to a reader). */}
        <div data-testid="sign-name" style={{ fontWeight: 700, fontSize: `${layout.px}px`, lineHeight: 1.15, whiteSpace: 'pre-line' }}>
          {layout.lines.join('\n')}
        </div>
        <div data-testid="sign-client" style={{ fontSize: '40px', marginTop: '16px', color: '#333' }}>
          {signClient(row, lang)}
        </div>
      </div>
      <div style={{ fontFamily: SHEET_FONT, fontSize: '14px', color: '#555', textAlign: 'center' }}>{foot}</div>
    </Sheet>
  );
}

export function NoticeSheet({ row }: { row: NoticeRow }) {
  return (
    <Sheet paper={PAPER.notices} label={row.orderRefId}>
      <div style={{ fontFamily: SHEET_FONT, display: 'flex', flexDirection: 'column', gap: '6px', minHeight: 0 }}>
        <div style={{ fontSize: '24px', fontWeight: 700, marginBottom: '8px' }}>{both('notices.label.title')}</div>
        <div style={{ fontSize: '11px', color: '#555' }}>{both('notices.label.passengers')}</div>
        <div data-testid="notice-pax" style={{ fontSize: '21px', fontWeight: 700, marginBottom: '6px' }}>
          {row.paxNames.join(', ') || '-'}
        </div>
        {noticeLines(row).map(([key, value]) => (
          <div key={key}>
            <div style={{ fontSize: '11px', color: '#555' }}>{both(key)}</div>
            <div style={{ fontSize: '16px', overflowWrap: 'anywhere' }}>{value}</div>
          </div>
        ))}
      </div>
    </Sheet>
  );
}
