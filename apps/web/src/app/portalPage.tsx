import PortalApp from '../features/portal/PortalApp';
import { QueryLayer } from './queryClient';

/** The client portal with a query client of its own (loaded lazily, as the driver page is). */
export default function PortalPage() {
  return (
    <QueryLayer>
      <PortalApp />
    </QueryLayer>
  );
}
