/*
 * What the demo orders are made of (demo-orders.ts): flights that serve Hong Kong, passengers'
 * names, the places hotel guests go, and the clients who book each kind of trip.
 */

/** [flight, scheduled time at Hong Kong HH:mm]: arrivals land then, departures leave then. */
export const ARRIVALS: [string, string][] = [
  ['CX101', '05:20'],
  ['CX255', '06:05'],
  ['CX251', '15:50'],
  ['CX889', '06:30'],
  ['CX843', '05:45'],
  ['CX505', '13:25'],
  ['CX715', '10:35'],
  ['CX407', '16:10'],
  ['CX361', '20:45'],
  ['BA31', '14:15'],
  ['BA27', '07:10'],
  ['SQ856', '10:30'],
  ['SQ860', '18:25'],
  ['JL29', '13:05'],
  ['JL45', '21:35'],
  ['NH859', '13:40'],
  ['NH811', '20:10'],
  ['UO623', '09:40'],
  ['UO847', '23:45'],
  ['HX235', '12:55'],
  ['HX779', '07:25'],
  ['EK380', '16:25'],
  ['QF127', '05:25'],
  ['KE607', '11:40'],
  ['CI601', '09:55'],
  ['MU501', '10:50'],
  ['CA101', '12:20'],
];

export const DEPARTURES: [string, string][] = [
  ['CX250', '23:55'],
  ['CX254', '12:50'],
  ['CX888', '00:15'],
  ['CX842', '18:20'],
  ['CX500', '08:45'],
  ['CX714', '07:20'],
  ['CX406', '09:05'],
  ['CX360', '17:35'],
  ['BA32', '23:25'],
  ['SQ857', '12:05'],
  ['SQ861', '19:55'],
  ['JL26', '08:45'],
  ['NH860', '15:15'],
  ['UO622', '07:10'],
  ['UO848', '01:20'],
  ['HX234', '08:10'],
  ['EK381', '18:30'],
  ['QF128', '19:30'],
  ['KE608', '13:10'],
  ['CI602', '11:15'],
  ['MU502', '12:40'],
];

/** English passengers: given names and surnames. */
export const EN_GIVEN = [
  'James',
  'Oliver',
  'Sophie',
  'Emma',
  'David',
  'Sarah',
  'Michael',
  'Laura',
  'Thomas',
  'Rachel',
  'Daniel',
  'Hannah',
  'Richard',
  'Claire',
  'Andrew',
  'Julia',
];
export const EN_SURNAMES = [
  'Smith',
  'Taylor',
  'Brown',
  'Wilson',
  'Johnson',
  'Walker',
  'Harris',
  'Clarke',
  'Lewis',
  'Hughes',
  'Martin',
  'Thompson',
  'Baker',
  'Cooper',
  'Evans',
  'Miller',
];
/** Hong Kong and Mainland passengers: [surname romanised, surname], [given names romanised, given names]. */
export const ZH_SURNAMES: [string, string][] = [
  ['Chan', '陳'],
  ['Wong', '黃'],
  ['Lee', '李'],
  ['Cheung', '張'],
  ['Lau', '劉'],
  ['Ng', '吳'],
  ['Ho', '何'],
  ['Leung', '梁'],
  ['Tang', '鄧'],
  ['Yip', '葉'],
  ['Zhang', '張'],
  ['Wang', '王'],
  ['Liu', '劉'],
  ['Chen', '陳'],
];
export const ZH_GIVEN: [string, string][] = [
  ['Tai Man', '大文'],
  ['Ka Yan', '嘉欣'],
  ['Wing Kei', '詠琪'],
  ['Chi Ming', '志明'],
  ['Siu Ling', '小玲'],
  ['Ho Yin', '浩然'],
  ['Mei Ling', '美玲'],
  ['Kwok Wai', '國偉'],
  ['Wei', '偉'],
  ['Jing', '靜'],
  ['Xiaoming', '曉明'],
  ['Lei', '磊'],
];
/** Japanese passengers (JL and NH arrivals): family name first, as their passports' name order on a name board. */
export const JA_NAMES = ['Tanaka Hiroshi', 'Suzuki Yuki', 'Sato Kenji', 'Watanabe Aiko', 'Yamamoto Takeshi', 'Nakamura Emi'];

/** Hotels a guest is taken to or from, and where the operator's clients send them in town. */
export const HOTELS = [
  'PEN',
  'FSH',
  'MOH',
  'LMO',
  'ISL',
  'CHK',
  'JWM',
  'UPH',
  'GHK',
  'RHV',
  'RGH',
  'RWH',
  'KSL',
  'ICG',
  'MPH',
  'LHK',
  'ICON',
  'RCH',
  'CMK',
  'EHK',
  'HGK',
  'HRST',
  'DLH',
];
export const TOWN = ['IFC', 'HKCEC', 'HKU', 'QMH', 'KLN-STN', 'OCT', 'KTCT', 'HKSP', 'CUHK', 'OPK', 'RPB', 'CYP', 'AWE'];

/** Client codes by the trips they book; the hotel clients book for their own hotel. */
export const HOTEL_CLIENTS = ['PEN', 'FSH', 'MOH', 'GHK', 'ISL', 'RWH', 'RGH', 'UPH', 'RCH', 'KSL'];
export const AGENT_CLIENTS = ['WOT', 'MRT', 'EGL', 'JBT', 'TRP', 'KLK'];
export const CORPORATE_CLIENTS = ['HSBCC', 'JMH', 'SWP', 'GSA', 'MSA', 'HKJC', 'SHKP', 'PWC', 'HKTDC'];
export const PRIVATE_CLIENTS = ['IND001', 'IND002'];
/** Clients of the Shenzhen cross-border branch. */
export const CROSS_BORDER_CLIENTS = ['HSBCC', 'JMH', 'SHKP', 'GSA', 'TRP', 'KLK', 'WOT', 'IND001'];

/** Agent reference formats of the travel agents: a prefix and how many digits follow. */
export const AGENT_REF_FORMATS: Record<string, [string, number]> = {
  WOT: ['WOT-', 7],
  MRT: ['MRT', 6],
  EGL: ['EGL/HK/', 6],
  JBT: ['JBT-', 6],
  TRP: ['', 13],
  KLK: ['KLK', 9],
};

/** Cross-border routes of the Shenzhen branch: [pick-up, border control point (a stop), drop-off]. */
export const CROSS_BORDER: [string, string, string][] = [
  ['HKG-T1', 'SZB', 'SZX'],
  ['HKG-T1', 'LMC', 'SZFT-SL'],
  ['PEN', 'LMC', 'SZFT-SL'],
  ['IFC', 'SZB', 'SZFT-SL'],
  ['SZFT-SL', 'LMC', 'IFC'],
  ['SZFT-SL', 'HYW', 'HKSP'],
  ['SZX', 'SZB', 'HKG-T1'],
  ['SZFT-SL', 'SZB', 'HKG-T1'],
  ['HKG-T1', 'HZMB-HK', 'MFT'],
  ['MFT', 'HZMB-HK', 'HKG-T1'],
];

export const REMARKS = [
  'Guest prefers a quiet ride; no radio.',
  'VIP: driver in suit, bottled water and towels.',
  'Wheelchair passenger: folding wheelchair in the boot.',
  'Call the guest on landing, not before.',
  'Name board with the company logo.',
  'Guest travels with golf bags.',
  'Confirm the room number with the concierge before dispatch.',
];
