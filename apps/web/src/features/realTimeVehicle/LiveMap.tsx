import L from 'leaflet';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { driverTitle, type LiveVehicle, markerLabel, type RegionCircle, statusColour, type Translate } from './liveModel';
import hongKongLand from './hongKongLand.json';
import { visibleLabels } from './labelPlacement';
import type { LivePlace } from './liveVehiclesApi';
import { dotIcon, popupContent } from './markerContent';

export interface LiveMapHandle {
  /** Centres the map on a driver and opens the popup. */
  focusDriver(driverId: number): void;
}

interface Props {
  drivers: readonly LiveVehicle[];
  regions: readonly RegionCircle[];
  /** The operator's places, labelled on the embedded outline (a tile map names its own). */
  places: readonly LivePlace[];
  /** The tile template; null draws Hong Kong's land from the embedded outline. */
  tileUrl: string | null;
  /** The deepest zoom of the tiles (the server's own archive): deeper zooms enlarge those, rather than ask for none. */
  tileMaxZoom?: number;
  now: number;
  /** Told whether the background map shows (false: no setting, or the tiles failed). */
  onBackground(shown: boolean): void;
  ref?: Ref<LiveMapHandle>;
}

const HONG_KONG: L.LatLngExpression = [22.33, 114.1];
const FOCUS_ZOOM = 15;
const REGION_COLOUR = '#1565C0';
const PLACE_COLOUR = '#5d4037';
const LAND_STYLE: L.PathOptions = { color: '#8d9a7b', weight: 1, fillColor: '#eef0e6', fillOpacity: 1, className: 'live-land' };
const METRES_PER_DEGREE_LAT = 111_320;
/** Region names go between the circles (overlay pane, 400) and the markers (600). */
const LABEL_PANE = 'regionLabels';

const textNode = (text: string) => {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
};

/**
 * Plain Leaflet in a div: the map is made once, then tiles, region circles and markers are
 * changed in place as the data moves, so a `gps` event only moves a dot.
 */
export function LiveMap({ drivers, regions, places, tileUrl, tileMaxZoom, now, onBackground, ref }: Props) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  // The popups and tooltips read the latest record when they open, not the one they were made with.
  const latest = useRef({ byId: new Map<number, LiveVehicle>(), now, t: t as Translate, language: i18n.language });
  latest.current.now = now;
  latest.current.t = t as Translate;
  latest.current.language = i18n.language;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { center: HONG_KONG, zoom: 11, zoomSnap: 0.5 });
    m.createPane(LABEL_PANE).style.zIndex = '450';
    markerLayer.current = L.layerGroup().addTo(m);
    setMap(m);
    // The screen's area changes with the window and the drawer: Leaflet must measure again.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    observer?.observe(el);
    const onResize = () => m.invalidateSize();
    window.addEventListener('resize', onResize);
    const byId = markers.current;
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      m.remove();
      byId.clear();
      markerLayer.current = null;
      fitted.current = false;
      setMap(null);
    };
  }, []);

  const background = tileUrl !== null && failedUrl !== tileUrl;
  useEffect(() => onBackground(background), [background, onBackground]);

  useEffect(() => {
    if (!map || !tileUrl || failedUrl === tileUrl) return;
    // One failed tile before any loaded means no tile server is reachable: drop the layer for the embedded outline.
    let loaded = false;
    const layer = L.tileLayer(tileUrl, { maxZoom: 19, ...(tileMaxZoom !== undefined ? { maxNativeZoom: tileMaxZoom } : {}) });
    layer.on('tileload', () => {
      loaded = true;
    });
    layer.on('tileerror', () => {
      if (!loaded) setFailedUrl(tileUrl);
    });
    layer.addTo(map);
    // No layer.off(): Leaflet unhooks the layer's map events through its own 'remove' listener.
    return () => {
      layer.remove();
    };
  }, [map, tileUrl, tileMaxZoom, failedUrl]);

  // Without tiles, Hong Kong's land (Natural Earth, scripts/basemap.mjs) on a sea-coloured map: never a blank box.
  useEffect(() => {
    if (!map || background) return;
    const land = L.geoJSON(hongKongLand as GeoJSON.Feature, { style: LAND_STYLE, interactive: false, attribution: 'Natural Earth' }).addTo(map);
    const container = map.getContainer();
    container.classList.add('live-map-own-basemap');
    const chinese = i18n.language.startsWith('zh');
    const labels = L.layerGroup().addTo(map);
    const tips: L.Tooltip[] = [];
    for (const p of places) {
      const name = chinese && p.nameChi ? p.nameChi : p.nameEng;
      const dot = L.circleMarker([p.latitude, p.longitude], { radius: 3, color: PLACE_COLOUR, weight: 1, fillOpacity: 1, interactive: false })
        .bindTooltip(textNode(name), { permanent: true, direction: 'right', pane: LABEL_PANE, className: 'live-place-label', interactive: false })
        .addTo(labels);
      const tip = dot.getTooltip();
      if (tip) tips.push(tip);
    }
    // Names that would print over each other are hidden until a deeper zoom leaves them room.
    const declutter = () => {
      const els = tips.map((tip) => tip.getElement()).filter((el): el is HTMLElement => el !== undefined);
      for (const el of els) el.style.visibility = '';
      const shown = visibleLabels(els.map((el) => el.getBoundingClientRect()));
      els.forEach((el, i) => (el.style.visibility = shown[i] ? '' : 'hidden'));
    };
    declutter();
    map.on('zoomend', declutter);
    return () => {
      map.off('zoomend', declutter);
      land.remove();
      labels.remove();
      container.classList.remove('live-map-own-basemap');
    };
  }, [map, background, places, i18n.language]);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const r of regions) {
      L.circle([r.centre.latitude, r.centre.longitude], { radius: r.radius, color: REGION_COLOUR, weight: 1, fillOpacity: 0.06, interactive: false }).addTo(
        group,
      );
      // The name sits above the circle's top edge, under the markers, so it never hides a driver inside.
      L.tooltip({ permanent: true, direction: 'top', pane: LABEL_PANE, className: 'live-region-label', interactive: false })
        .setLatLng([r.centre.latitude + r.radius / METRES_PER_DEGREE_LAT, r.centre.longitude])
        .setContent(textNode(t(`map.region.${r.region}`)))
        .addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [map, regions, t]);

  useEffect(() => {
    const layer = markerLayer.current;
    if (!map || !layer) return;
    const byId = latest.current.byId;
    byId.clear();
    for (const d of drivers) {
      byId.set(d.driverId, d);
      let marker = markers.current.get(d.driverId);
      if (!marker) {
        const id = d.driverId;
        marker = L.marker([d.latitude, d.longitude], { icon: dotIcon(), keyboard: true, riseOnHover: true })
          .bindTooltip(() => textNode(driverTitle(byId.get(id) ?? d, latest.current.language)), { direction: 'top', offset: [0, -8] })
          .bindPopup(() => popupContent(byId.get(id) ?? d, latest.current.now, latest.current.t, latest.current.language))
          .addTo(layer);
        markers.current.set(id, marker);
      } else marker.setLatLng([d.latitude, d.longitude]);
      const el = marker.getElement();
      if (el) {
        el.style.background = statusColour(d);
        el.setAttribute('aria-label', markerLabel(d, now, t as Translate, i18n.language));
      }
      if (marker.isPopupOpen()) marker.getPopup()?.update();
    }
    for (const [id, marker] of markers.current)
      if (!byId.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
  }, [map, drivers, now, t, i18n.language]);

  // The first answer frames the regions and the drivers; after that the dispatcher's view is kept.
  useEffect(() => {
    if (!map || fitted.current || (!drivers.length && !regions.length)) return;
    const bounds = L.latLngBounds([]);
    for (const r of regions) bounds.extend(L.latLng(r.centre.latitude, r.centre.longitude).toBounds(r.radius * 2));
    for (const d of drivers) bounds.extend([d.latitude, d.longitude]);
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: FOCUS_ZOOM });
    fitted.current = drivers.length > 0;
  }, [map, drivers, regions]);

  useImperativeHandle(
    ref,
    () => ({
      focusDriver(driverId) {
        const marker = markers.current.get(driverId);
        if (!map || !marker) return;
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), FOCUS_ZOOM));
        marker.openPopup();
      },
    }),
    [map],
  );

  return (
    <div
      ref={box}
      role="region"
      aria-label={t('map.mapLabel')}
      // A plain light background when there are no tiles; the region circles and dots still read on it.
      style={{ position: 'absolute', inset: 0, background: '#F4F6F8' }}
    />
  );
}
