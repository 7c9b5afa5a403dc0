/**
 * What some collections add to the generic screens (security tabs, actions, their own dialog),
 * by collection name. The app fills this registry at start-up (app/extensions.tsx), so the generic
 * screens never import a hand-written feature.
 */
import { getResource } from '@limo/domain/resources/index';
import type { ComponentType, ReactNode } from 'react';
import type { HalRecord } from '../api/hal';
import type { TextKey } from '../i18n';

export interface ExtensionContext {
  record: HalRecord;
  canWrite: boolean;
  openRecord?: (id: number) => void;
}

export interface Extension {
  /** Replaces the generic form dialog (modules open the Module Security dialog). */
  dialog?: ComponentType<{ open: boolean; moduleId: number | null; onClose: () => void }>;
  tabs?: { label: TextKey; render: (ctx: ExtensionContext) => ReactNode }[];
  actions?: (ctx: ExtensionContext) => ReactNode;
  /** Buttons beside the list's New button (an upload...). */
  toolbar?: (ctx: { canWrite: boolean }) => ReactNode;
}

const registry: Record<string, Extension> = {};

/** The registered extensions, read by the generic screens. */
export const EXTENSIONS: Readonly<Record<string, Extension>> = registry;

/** Adds (or replaces) what a collection adds to the generic screens; the name must be a collection's. */
export function registerExtension(resource: string, extension: Extension): void {
  if (!getResource(resource)) throw new Error(`registerExtension: no collection is named ${resource}`);
  registry[resource] = extension;
}
