import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

type Loc = [code: string, eng: string, chi: string, type: string, district: string, lat: number, lng: number, flags?: 'air' | 'border'];

// Real places a Hong Kong chauffeur company serves, with their coordinates.
const LOCATIONS: Loc[] = [
  ['HKG-T1', 'Hong Kong International Airport Terminal 1', '香港國際機場一號客運大樓', 'AIR', 'Islands', 22.308, 113.9185, 'air'],
  ['HKG-T2', 'Hong Kong International Airport Terminal 2', '香港國際機場二號客運大樓', 'AIR', 'Islands', 22.3167, 113.9366, 'air'],
  ['HKG-SKYPIER', 'SkyPier, Hong Kong International Airport', '海天客運碼頭', 'AIR', 'Islands', 22.3203, 113.9405, 'air'],
  ['HKG-BAC', 'Business Aviation Centre, HKIA', '香港商用航空中心', 'AIR', 'Islands', 22.3006, 113.9301, 'air'],
  ['AWE', 'AsiaWorld-Expo', '亞洲國際博覽館', 'OTH', 'Islands', 22.3229, 113.9417],
  ['HZMB-HK', 'Hong Kong-Zhuhai-Macao Bridge Hong Kong Port', '港珠澳大橋香港口岸', 'BDR', 'Islands', 22.318, 113.944, 'border'],
  ['FSH', 'Four Seasons Hotel Hong Kong', '香港四季酒店', 'HTL', 'Central and Western', 22.2866, 114.1566],
  ['MOH', 'Mandarin Oriental, Hong Kong', '香港文華東方酒店', 'HTL', 'Central and Western', 22.2817, 114.159],
  ['LMO', 'The Landmark Mandarin Oriental', '置地文華東方酒店', 'HTL', 'Central and Western', 22.2809, 114.1566],
  ['ISL', 'Island Shangri-La, Hong Kong', '港島香格里拉大酒店', 'HTL', 'Central and Western', 22.2774, 114.1636],
  ['CHK', 'Conrad Hong Kong', '港麗酒店', 'HTL', 'Central and Western', 22.2776, 114.1644],
  ['JWM', 'JW Marriott Hotel Hong Kong', '香港JW萬豪酒店', 'HTL', 'Central and Western', 22.2779, 114.1652],
  ['UPH', 'The Upper House', '奕居', 'HTL', 'Central and Western', 22.2773, 114.1655],
  ['IFC', 'International Finance Centre, Central', '國際金融中心', 'OTH', 'Central and Western', 22.2855, 114.1588],
  ['HKU', 'The University of Hong Kong', '香港大學', 'OTH', 'Central and Western', 22.283, 114.1371],
  ['QMH', 'Queen Mary Hospital', '瑪麗醫院', 'OTH', 'Southern', 22.27, 114.131],
  ['GHK', 'Grand Hyatt Hong Kong', '香港君悅酒店', 'HTL', 'Wan Chai', 22.2806, 114.1737],
  ['RHV', 'Renaissance Hong Kong Harbour View Hotel', '香港萬麗海景酒店', 'HTL', 'Wan Chai', 22.2812, 114.1734],
  ['HKCEC', 'Hong Kong Convention and Exhibition Centre', '香港會議展覽中心', 'OTH', 'Wan Chai', 22.283, 114.1733],
  ['PEN', 'The Peninsula Hong Kong', '香港半島酒店', 'HTL', 'Yau Tsim Mong', 22.2951, 114.1719],
  ['RGH', 'Regent Hong Kong', '香港麗晶酒店', 'HTL', 'Yau Tsim Mong', 22.2936, 114.1742],
  ['RWH', 'Rosewood Hong Kong', '香港瑰麗酒店', 'HTL', 'Yau Tsim Mong', 22.2949, 114.1745],
  ['KSL', 'Kowloon Shangri-La, Hong Kong', '九龍香格里拉大酒店', 'HTL', 'Yau Tsim Mong', 22.2978, 114.1772],
  ['ICG', 'InterContinental Grand Stanford Hong Kong', '海景嘉福洲際酒店', 'HTL', 'Yau Tsim Mong', 22.2976, 114.178],
  ['MPH', 'Marco Polo Hongkong Hotel', '馬哥孛羅香港酒店', 'HTL', 'Yau Tsim Mong', 22.2963, 114.1683],
  ['LHK', 'The Langham, Hong Kong', '香港朗廷酒店', 'HTL', 'Yau Tsim Mong', 22.2972, 114.1708],
  ['ICON', 'Hotel ICON', '唯港薈', 'HTL', 'Yau Tsim Mong', 22.3007, 114.1787],
  ['RCH', 'The Ritz-Carlton, Hong Kong (ICC)', '香港麗思卡爾頓酒店', 'HTL', 'Yau Tsim Mong', 22.3033, 114.1603],
  ['CMK', 'Cordis, Hong Kong (Mong Kok)', '香港康得思酒店', 'HTL', 'Yau Tsim Mong', 22.3185, 114.1689],
  ['EHK', 'Eaton HK, Jordan', '香港逸東酒店', 'HTL', 'Yau Tsim Mong', 22.3052, 114.1713],
  ['KLN-STN', 'Kowloon Station (Airport Express)', '九龍站（機場快綫）', 'OTH', 'Yau Tsim Mong', 22.3049, 114.1615],
  ['WKS', 'Hong Kong West Kowloon Station', '香港西九龍站', 'BDR', 'Yau Tsim Mong', 22.304, 114.1656, 'border'],
  ['OCT', 'Ocean Terminal, Harbour City', '海運碼頭', 'CRS', 'Yau Tsim Mong', 22.2944, 114.168],
  ['CHFT', 'China Ferry Terminal, Tsim Sha Tsui', '中港碼頭', 'BDR', 'Yau Tsim Mong', 22.2992, 114.1666, 'border'],
  ['HGK', 'Harbour Grand Kowloon', '九龍海逸君綽酒店', 'HTL', 'Kowloon City', 22.305, 114.19],
  ['KTCT', 'Kai Tak Cruise Terminal', '啟德郵輪碼頭', 'CRS', 'Kowloon City', 22.3063, 114.2137],
  ['KFCP', 'Kwai Fong Car Park (company depot)', '葵芳停車場（公司車場）', 'CPK', 'Kwai Tsing', 22.357, 114.128],
  ['LMC', 'Lok Ma Chau Control Point', '落馬洲管制站', 'BDR', 'Yuen Long', 22.5143, 114.066, 'border'],
  ['SZB', 'Shenzhen Bay Control Point', '深圳灣管制站', 'BDR', 'Yuen Long', 22.503, 113.945, 'border'],
  ['HYW', 'Heung Yuen Wai Control Point', '香園圍管制站', 'BDR', 'North', 22.559, 114.172, 'border'],
  ['MKT', 'Man Kam To Control Point', '文錦渡管制站', 'BDR', 'North', 22.539, 114.134, 'border'],
  ['HKSP', 'Hong Kong Science Park', '香港科學園', 'OTH', 'Sha Tin', 22.4253, 114.2108],
  ['CUHK', 'The Chinese University of Hong Kong', '香港中文大學', 'OTH', 'Sha Tin', 22.4196, 114.2068],
  ['HRST', 'Hyatt Regency Hong Kong, Sha Tin', '沙田凱悅酒店', 'HTL', 'Sha Tin', 22.418, 114.212],
  ['DLH', 'Hong Kong Disneyland Hotel', '香港迪士尼樂園酒店', 'HTL', 'Islands', 22.3138, 114.0382],
  ['OPK', 'Ocean Park Hong Kong', '香港海洋公園', 'OTH', 'Southern', 22.2467, 114.1757],
  ['RPB', 'Repulse Bay', '淺水灣', 'OTH', 'Southern', 22.2364, 114.1967],
  ['CYP', 'Cyberport', '數碼港', 'OTH', 'Southern', 22.262, 114.13],
  ['MFT', 'Macau Outer Harbour Ferry Terminal', '澳門外港客運碼頭', 'CHN', 'Macau', 22.197, 113.559],
  ['SZFT-SL', 'Futian Shangri-La, Shenzhen', '深圳福田香格里拉大酒店', 'CHN', 'Shenzhen', 22.5333, 114.0526],
  ['SZX', "Shenzhen Bao'an International Airport", '深圳寶安國際機場', 'CHN', 'Shenzhen', 22.6393, 113.8107, 'air'],
];

const TYPES: [string, string, string][] = [
  ['AIR', 'Airport', '機場'],
  ['HTL', 'Hotel', '酒店'],
  ['BDR', 'Border crossing', '口岸'],
  ['CRS', 'Cruise terminal', '郵輪碼頭'],
  ['CPK', 'Car park / depot', '停車場'],
  ['CHN', 'Macau and Mainland', '澳門及內地'],
  ['OTH', 'Other', '其他'],
];

const PATTERNS: [string, string][] = [
  ['HKIA T1', 'HKG-T1'],
  ['AIRPORT T1', 'HKG-T1'],
  ['機場一號客運大樓', 'HKG-T1'],
  ['TERMINAL 2', 'HKG-T2'],
  ['SKYPIER', 'HKG-SKYPIER'],
  ['PENINSULA', 'PEN'],
  ['半島酒店', 'PEN'],
  ['FOUR SEASONS', 'FSH'],
  ['四季酒店', 'FSH'],
  ['MANDARIN ORIENTAL', 'MOH'],
  ['GRAND HYATT', 'GHK'],
  ['ROSEWOOD', 'RWH'],
  ['RITZ-CARLTON', 'RCH'],
  ['LOK MA CHAU', 'LMC'],
  ['落馬洲', 'LMC'],
  ['SHENZHEN BAY', 'SZB'],
  ['深圳灣', 'SZB'],
  ['KAI TAK CRUISE', 'KTCT'],
  ['WEST KOWLOON STATION', 'WKS'],
  ['CONVENTION CENTRE', 'HKCEC'],
];

const TST = new Set(['PEN', 'RGH', 'RWH', 'KSL', 'ICG', 'MPH', 'LHK', 'ICON', 'OCT', 'CHFT']);

/**
 * A location's pricing zone, its contractLabel (the tariffs' route table B prices zone to zone):
 * AIRPORT, CENTRAL (Hong Kong Island), TST, KOWLOON, NT, BORDER (land crossings), CHINA (Shenzhen, Macau).
 */
function zoneOf(code: string, type: string, district: string) {
  if (type === 'AIR' || code === 'AWE') return 'AIRPORT';
  if (type === 'CHN') return 'CHINA';
  if (type === 'BDR' && !['WKS', 'CHFT'].includes(code)) return 'BORDER';
  if (['Central and Western', 'Wan Chai', 'Southern'].includes(district)) return 'CENTRAL';
  if (TST.has(code)) return 'TST';
  if (['Yau Tsim Mong', 'Kowloon City'].includes(district)) return 'KOWLOON';
  return 'NT';
}

/** Locations, their types, associates and text patterns; returns location ids by code. */
export async function loadLocations(tx: Tx) {
  const types = await tx
    .insert(t.salesmanTypes)
    .values(TYPES.map(([code, eng, chi], i) => ({ salesmanTypeCode: code, salesmanTypeDescEng: eng, salesmanTypeDescChi: chi, displaySeq: (i + 1) * 10 })))
    .returning();
  const typeId = Object.fromEntries(types.map((x) => [x.salesmanTypeCode, x.id]));
  const rows = await tx
    .insert(t.locations)
    .values(
      LOCATIONS.map(([code, eng, chi, type, district, lat, lng, flags]) => ({
        locationCode: code,
        locationDescEng: eng,
        locationDescChi: chi,
        salesmanTypeId: typeId[type],
        district,
        latitude: String(lat),
        longitude: String(lng),
        airportFlag: flags === 'air' ? 1 : 0,
        borderFlag: flags === 'border' ? 1 : 0,
        contractLabel: zoneOf(code, type, district),
        allowanceZone: type === 'CHN' ? 3 : type === 'BDR' ? 2 : 1,
      })),
    )
    .returning({ id: t.locations.id, code: t.locations.locationCode });
  const loc = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  await tx.insert(t.locationAssociates).values([
    { locationId: loc['HKG-T1'], associateLocationId: loc['HKG-T2'], remarks: 'Same airport: pick-up may move between terminals' },
    { locationId: loc['HKG-T1'], associateLocationId: loc['HKG-SKYPIER'], remarks: 'Ferry transit passengers' },
    { locationId: loc['KLN-STN'], associateLocationId: loc.RCH, remarks: 'Hotel above the station' },
    { locationId: loc.HKCEC, associateLocationId: loc.GHK, remarks: 'Linked by footbridge' },
    { locationId: loc.HKCEC, associateLocationId: loc.RHV, remarks: 'Linked by footbridge' },
    { locationId: loc.OCT, associateLocationId: loc.MPH, remarks: 'Harbour City' },
  ]);
  await tx.insert(t.locationPatterns).values(PATTERNS.map(([pattern, code], i) => ({ pattern, locationId: loc[code], priority: 10 + i })));
  return loc;
}
