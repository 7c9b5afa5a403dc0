import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import hongKongLand from '../realTimeVehicle/hongKongLand.json';
import { dotIcon } from '../realTimeVehicle/markerContent';

/*
 * The car on a map (issue 33): the live map's own pieces (Hong Kong's land outline, the driver dot), no
 * tile server, so the public page asks nothing of anyone but this server. The map follows the car.
 */

const LAND_STYLE: L.PathOptions = { color: '#8d9a7b', weight: 1, fillColor: '#eef0e6', fillOpacity: 1 };
const ZOOM = 14;
const CAR_COLOUR = '#2e7d32';

interface Props {
  lat: number;
  lng: number;
  /** The map's name for screen readers, and the car's. */
  label: string;
  carLabel: string;
}

export function TrackMap({ lat, lng, label, carLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const car = useRef<L.Marker | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { center: [lat, lng], zoom: ZOOM, zoomSnap: 0.5, attributionControl: false });
    L.geoJSON(hongKongLand as GeoJSON.Feature, { style: LAND_STYLE, interactive: false }).addTo(m);
    setMap(m);
    const onResize = () => m.invalidateSize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      m.remove();
      car.current = null;
      setMap(null);
    };
    // Made once: the position effect below moves the car.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!map) return;
    if (!car.current) car.current = L.marker([lat, lng], { icon: dotIcon(), keyboard: false, interactive: false }).addTo(map);
    else car.current.setLatLng([lat, lng]);
    const el = car.current.getElement();
    if (el) {
      el.style.background = CAR_COLOUR;
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', carLabel);
      el.dataset.lat = String(lat);
      el.dataset.lng = String(lng);
    }
    map.panTo([lat, lng]);
  }, [map, lat, lng, carLabel]);

  return <div ref={box} role="region" aria-label={label} data-testid="track-map" style={{ height: 260, background: '#cfe3f3', borderRadius: 8 }} />;
}
