import { NotAvailable } from '../notAvailable/NotAvailable';

/** Placeholder while issue 11 builds this screen. */
export default function Screen() {
  return <NotAvailable title="Driver Job" />;
}
