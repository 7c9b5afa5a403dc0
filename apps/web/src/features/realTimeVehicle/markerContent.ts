/**
 * The DOM Leaflet shows for a driver: the dot and the popup. Built with textContent, never HTML
 * strings, since names and plates come from the server.
 */
import { formatDateTime } from '@limo/domain';
import L from 'leaflet';
import { ageText, driverTitle, type LiveVehicle, speedText, statusText, type Translate } from './liveModel';

export const MARKER_SIZE = 18;

/** A plain round dot (no image: Leaflet's default icon images break with bundlers); its colour is set on the element. */
export const dotIcon = () =>
  L.divIcon({ className: 'live-marker', html: '', iconSize: [MARKER_SIZE, MARKER_SIZE], iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2] });

/** The popup: driver no. and name, then plate, order ref., job state, speed and last update. */
export function popupContent(d: LiveVehicle, now: number, t: Translate, language?: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'live-popup';
  const title = document.createElement('strong');
  title.textContent = driverTitle(d, language);
  box.append(title);
  const list = document.createElement('dl');
  const rows: [string, string][] = [
    [t('map.plate'), d.licensePlateNo || '–'],
    [t('map.orderRef'), d.orderRefId || '–'],
    [t('map.jobStatus'), statusText(d, t)],
    [t('map.speed'), speedText(d)],
    [t('map.lastUpdate'), `${formatDateTime(d.lastUpdateTime)} (${ageText(d.lastUpdateTime, now, t)})`],
  ];
  for (const [label, value] of rows) {
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    list.append(dt, dd);
  }
  box.append(list);
  return box;
}
