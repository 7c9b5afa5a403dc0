/**
 * A route's generic master-file screen, by collection name: loaded with the resource definitions when
 * such a route opens (app/screens.tsx), so that the sign-in page carries neither.
 */
import { getResource } from '@limo/domain/resources/index';
import type { ReactNode } from 'react';
import ResourceScreen from './ResourceScreen';

export default function ResourceRoute({ name, title, unavailable }: { name: string; title: string; unavailable: ReactNode }) {
  const def = getResource(name);
  return def ? <ResourceScreen def={def} title={title} /> : unavailable;
}
