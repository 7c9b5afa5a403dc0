/**
 * The live-update socket's channels (issue 10 and 11) and the rights that open each. A client names
 * the channels its screen shows in the handshake (`auth.channels`); without the field it gets every
 * channel its rights open, as before the field existed.
 */
export const LIVE_CHANNELS = ['schedule', 'gps', 'dashboard'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];

export const LIVE_CHANNEL_RIGHTS: Record<LiveChannel, readonly ('SCHEDULING' | 'SCHEDULINGWRITE' | 'DASHBOARD')[]> = {
  schedule: ['SCHEDULING', 'SCHEDULINGWRITE'],
  gps: ['SCHEDULING', 'SCHEDULINGWRITE', 'DASHBOARD'],
  dashboard: ['DASHBOARD'],
};

/**
 * The channels a handshake asks for: every channel when `asked` is absent, else those it names.
 * Answers an error message for anything but a list of known channel names.
 */
export function askedChannels(asked: unknown): readonly LiveChannel[] | string {
  if (asked === undefined || asked === null) return LIVE_CHANNELS;
  if (!Array.isArray(asked)) return `channels must be a list of ${LIVE_CHANNELS.join(', ')}`;
  const unknown = asked.filter((c) => !(LIVE_CHANNELS as readonly unknown[]).includes(c));
  if (unknown.length) return `Unknown channel ${unknown.map(String).join(', ')}: channels are ${LIVE_CHANNELS.join(', ')}`;
  return [...new Set(asked as LiveChannel[])];
}
