/* The messages to portal bookers and passengers (issue 33, docs/portal.md "Messages"): one list of each for the server and the log screen. */

export const MESSAGE_KINDS = ['INVITE', 'RESET', 'CONFIRMED', 'REJECTED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
