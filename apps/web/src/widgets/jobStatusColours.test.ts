import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS_COLOURS, JOB_STATUS_TEXT, STATUS_KEYS } from './jobStatusColours';

describe('the job status palette (issue 30, part 9)', () => {
  it.each(STATUS_KEYS)('%s: the text on its colour contrasts 4.5:1 or more (WCAG 1.4.3, a bar’s progress chip)', (key) => {
    expect(getContrastRatio(JOB_STATUS_TEXT[key], JOB_STATUS_COLOURS[key])).toBeGreaterThanOrEqual(4.5);
  });
});
