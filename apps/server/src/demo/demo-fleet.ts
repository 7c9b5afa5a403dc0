import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

export const VEHICLE_TYPES: [type: string, eng: string, chi: string, seats: number, luggage: number, sz: boolean][] = [
  ['S-CLASS', 'Mercedes-Benz S-Class saloon', '平治 S 級房車', 3, 2, true],
  ['E-CLASS', 'Mercedes-Benz E-Class saloon', '平治 E 級房車', 3, 2, false],
  ['TESLA', 'Tesla Model S electric saloon', 'Tesla Model S 電動房車', 4, 2, false],
  ['ALPHARD', 'Toyota Alphard MPV', '豐田 Alphard 七人車', 6, 4, true],
  ['V-CLASS', 'Mercedes-Benz V-Class MPV', '平治 V 級七人車', 7, 6, true],
  ['HIACE', 'Toyota Hiace van, 9 seats', '豐田 Hiace 客貨車（9座）', 9, 8, false],
  ['COASTER', 'Toyota Coaster, 19 seats', '豐田 Coaster 小巴（19座）', 19, 15, true],
  ['COACH49', 'Coach, 49 seats', '旅遊巴（49座）', 49, 40, false],
];

// Vehicles of each type per branch: [type, HK count, SZ count, make, model].
const FLEET: [string, number, number, string, string][] = [
  ['S-CLASS', 6, 3, 'Mercedes-Benz', 'S 450 L'],
  ['E-CLASS', 6, 0, 'Mercedes-Benz', 'E 300'],
  ['TESLA', 4, 0, 'Tesla', 'Model S'],
  ['ALPHARD', 8, 4, 'Toyota', 'Alphard Executive Lounge'],
  ['V-CLASS', 5, 2, 'Mercedes-Benz', 'V 260 L'],
  ['HIACE', 3, 0, 'Toyota', 'Hiace Commuter'],
  ['COASTER', 2, 1, 'Toyota', 'Coaster'],
  ['COACH49', 2, 0, 'Scania', 'K360 Touring'],
];

const SURNAMES: [string, string][] = [
  ['Chan', '陳'],
  ['Wong', '黃'],
  ['Lee', '李'],
  ['Cheung', '張'],
  ['Lau', '劉'],
  ['Ho', '何'],
  ['Ng', '吳'],
  ['Leung', '梁'],
  ['Lam', '林'],
  ['Tang', '鄧'],
  ['Yip', '葉'],
  ['Kwok', '郭'],
  ['Tsang', '曾'],
  ['Fung', '馮'],
  ['Mak', '麥'],
  ['Poon', '潘'],
];
const GIVEN: [string, string][] = [
  ['Ka Ming', '家明'],
  ['Wai Kit', '偉傑'],
  ['Chi Keung', '志強'],
  ['Siu Fai', '兆輝'],
  ['Kin Man', '健文'],
  ['Tak Wing', '德榮'],
  ['Man Kit', '文傑'],
  ['Yiu Wah', '耀華'],
  ['Hon Yin', '漢賢'],
  ['Kwok Leung', '國良'],
  ['Chun Kit', '俊傑'],
  ['Wing Hong', '永康'],
  ['Sai Cheong', '世昌'],
  ['Pak Lun', '柏倫'],
];
const FLEETS = { HK: 'HKL', HKVAN: 'HKV', SZ: 'XB' };

export async function loadFleet(tx: Tx, branch: { hk: number; sz: number }, demoHashes: (n: number) => Promise<string[]>) {
  const fleetRows = await tx.select().from(t.fleets);
  const fleetId = Object.fromEntries(fleetRows.map((f) => [f.fleetCode, f.id]));
  const types = await tx
    .insert(t.vehicleTypes)
    .values(
      VEHICLE_TYPES.map(([vehicleType, eng, chi, seats, luggage], i) => ({
        vehicleType,
        vehicleTypeDescEng: eng,
        vehicleTypeDescChi: chi,
        maxCapacity: seats,
        luggageCapacity: luggage,
        displaySeq: (i + 1) * 10,
      })),
    )
    .returning();
  const typeId = Object.fromEntries(types.map((x) => [x.vehicleType, x.id]));
  await tx
    .insert(t.vehicleTypeBranches)
    .values([
      ...types.map((x) => ({ vehicleTypeId: x.id, branchId: branch.hk })),
      ...VEHICLE_TYPES.filter((v) => v[5]).map(([type]) => ({ vehicleTypeId: typeId[type], branchId: branch.sz })),
    ]);
  const apiTypes = await tx
    .insert(t.apiVehicleTypes)
    .values([
      { apiVehicleTypeCode: 'CL-SEDAN', apiSource: 'chinaLink', apiVehicleTypeDesc: 'Business sedan' },
      { apiVehicleTypeCode: 'CL-MPV', apiSource: 'chinaLink', apiVehicleTypeDesc: 'Business MPV (7 seats)' },
      { apiVehicleTypeCode: 'CL-BUS', apiSource: 'chinaLink', apiVehicleTypeDesc: 'Minibus' },
      { apiVehicleTypeCode: 'KLK-PREMIUM', apiSource: 'Klook', apiVehicleTypeDesc: 'Premium car' },
      { apiVehicleTypeCode: 'KLK-VAN', apiSource: 'Klook', apiVehicleTypeDesc: 'Van up to 9 passengers' },
    ])
    .returning();
  const api = Object.fromEntries(apiTypes.map((a) => [a.apiVehicleTypeCode, a.id]));
  await tx.insert(t.vehicleTypeMaps).values([
    { vehicleTypeId: typeId['S-CLASS'], apiVehicleTypeId: api['CL-SEDAN'] },
    { vehicleTypeId: typeId.ALPHARD, apiVehicleTypeId: api['CL-MPV'] },
    { vehicleTypeId: typeId['V-CLASS'], apiVehicleTypeId: api['CL-MPV'] },
    { vehicleTypeId: typeId.COASTER, apiVehicleTypeId: api['CL-BUS'] },
    { vehicleTypeId: typeId['E-CLASS'], apiVehicleTypeId: api['KLK-PREMIUM'] },
    { vehicleTypeId: typeId.HIACE, apiVehicleTypeId: api['KLK-VAN'] },
  ]);

  const vehicles: {
    licensePlateNo: string;
    chinaPlateNo?: string;
    vehicleTypeId: number;
    fleetId: number;
    branchId: number;
    make: string;
    model: string;
    colour: string;
    manufactureYear: number;
    telNo: string;
    licenseExpiryDate: string;
    insuranceExpiryDate: string;
  }[] = [];
  let n = 0;
  for (const [type, hk, sz, make, model] of FLEET) {
    for (const [count, branchId] of [
      [hk, branch.hk],
      [sz, branch.sz],
    ] as const) {
      for (let i = 0; i < count; i++) {
        n++;
        const prefix = ['LM', 'HL', 'VT', 'XB'][n % 4];
        const big = ['HIACE', 'COASTER', 'COACH49'].includes(type);
        vehicles.push({
          licensePlateNo: `${branchId === branch.sz ? 'XB' : prefix}${1000 + n * 37}`,
          chinaPlateNo: branchId === branch.sz ? `粵Z${String(2000 + n).padStart(4, '0')}港` : undefined,
          vehicleTypeId: typeId[type],
          fleetId: branchId === branch.sz ? fleetId[FLEETS.SZ] : big ? fleetId[FLEETS.HKVAN] : fleetId[FLEETS.HK],
          branchId,
          make,
          model,
          colour: ['Black', 'Black', 'Silver', 'White'][n % 4],
          manufactureYear: 2019 + (n % 7),
          telNo: `+852 6${String(1000000 + n * 7919).slice(-7)}`,
          licenseExpiryDate: `2027-${String((n % 12) + 1).padStart(2, '0')}-15`,
          insuranceExpiryDate: `2027-${String(((n + 5) % 12) + 1).padStart(2, '0')}-01`,
        });
      }
    }
  }
  const vehicleRows = await tx.insert(t.vehicles).values(vehicles).returning({ id: t.vehicles.id, branchId: t.vehicles.branchId });

  const licenseTypes = await tx
    .insert(t.licenseTypes)
    .values([
      { licenseTypeCode: '1', licenseTypeDescEng: 'Private car', licenseTypeDescChi: '私家車', displaySeq: 10 },
      { licenseTypeCode: '2', licenseTypeDescEng: 'Light goods vehicle', licenseTypeDescChi: '輕型貨車', displaySeq: 20 },
      { licenseTypeCode: '3', licenseTypeDescEng: 'Light bus', licenseTypeDescChi: '小型巴士', displaySeq: 30 },
      { licenseTypeCode: '10', licenseTypeDescEng: 'Public bus', licenseTypeDescChi: '公共巴士', displaySeq: 40 },
      { licenseTypeCode: 'HCP', licenseTypeDescEng: 'Hire car permit driver', licenseTypeDescChi: '出租汽車許可證司機', displaySeq: 50 },
      { licenseTypeCode: 'CN', licenseTypeDescEng: 'Mainland China driving licence', licenseTypeDescChi: '內地駕駛執照', displaySeq: 60 },
    ])
    .returning();
  const lic = Object.fromEntries(licenseTypes.map((l) => [l.licenseTypeCode, l.id]));

  const hkVehicles = vehicleRows.filter((v) => v.branchId === branch.hk);
  const szVehicles = vehicleRows.filter((v) => v.branchId === branch.sz);
  const drivers = [];
  for (let i = 0; i < 56; i++) {
    const [se, sc] = SURNAMES[i % SURNAMES.length];
    const [ge, gc] = GIVEN[(i * 5) % GIVEN.length];
    const sz = i >= 44;
    const pool = sz ? szVehicles : hkVehicles;
    drivers.push({
      driverNo: sz ? `SZ${String(i - 43).padStart(3, '0')}` : `D${String(i + 1).padStart(3, '0')}`,
      driverNameEng: `${se} ${ge}`,
      driverNameChi: `${sc}${gc}`,
      mobileNo: `${[9, 6, 5][i % 3]}${String(1234567 + i * 104729).slice(-7, -4)} ${String(1234567 + i * 104729).slice(-4)}`,
      mainlandMobileNo: sz || i % 5 === 0 ? `+86 13${String(800000000 + i * 7477).slice(-9)}` : null,
      branchId: sz ? branch.sz : branch.hk,
      fleetId: sz ? fleetId[FLEETS.SZ] : fleetId[FLEETS.HK],
      defaultVehicleId: pool[i % pool.length].id,
      joinDate: `${2012 + (i % 13)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      crossBorderFlag: sz || i % 5 === 0 ? 1 : 0,
    });
  }
  const driverRows = await tx.insert(t.drivers).values(drivers).returning();
  await tx.insert(t.driverLicenses).values(
    driverRows.flatMap((d, i) => [
      {
        driverId: d.id,
        licenseTypeId: lic['1'],
        licenseNo: `DL${String(3100000 + i * 131)}`,
        issueDate: '2016-03-01',
        expiryDate: `${2027 + (i % 8)}-0${(i % 9) + 1}-20`,
      },
      {
        driverId: d.id,
        licenseTypeId: lic.HCP,
        licenseNo: `HCP${String(45000 + i * 17)}`,
        issueDate: '2024-01-01',
        expiryDate: i % 9 === 0 ? '2026-12-31' : '2028-12-31',
      },
      ...(i % 4 === 0
        ? [{ driverId: d.id, licenseTypeId: lic['3'], licenseNo: `LB${String(800 + i)}`, issueDate: '2018-06-01', expiryDate: '2029-06-01' }]
        : []),
      ...(d.crossBorderFlag
        ? [{ driverId: d.id, licenseTypeId: lic.CN, licenseNo: `440300${String(19800101 + i)}`, issueDate: '2020-05-01', expiryDate: '2030-05-01' }]
        : []),
    ]),
  );
  await tx
    .insert(t.driverLanguages)
    .values(
      driverRows.flatMap((d, i) => [
        { driverId: d.id, language: 'Cantonese', proficiency: 'F' },
        { driverId: d.id, language: 'English', proficiency: ['F', 'G', 'B'][i % 3] },
        { driverId: d.id, language: 'Mandarin', proficiency: d.crossBorderFlag ? 'F' : ['G', 'B'][i % 2] },
        ...(i % 11 === 0 ? [{ driverId: d.id, language: 'Japanese', proficiency: 'B' }] : []),
      ]),
    );
  await tx.insert(t.driverContacts).values(
    driverRows.slice(0, 30).map((d, i) => ({
      driverId: d.id,
      contactName: `${SURNAMES[(i + 3) % SURNAMES.length][0]} ${GIVEN[(i + 2) % GIVEN.length][0]}`,
      relationship: ['Spouse', 'Parent', 'Sibling'][i % 3],
      telNo: `+852 9${String(7000000 + i * 3331).slice(-7)}`,
    })),
  );
  // App logins for most drivers; their password is the demo password, each hashed with its own salt.
  const withLogin = driverRows.filter((_, i) => i % 4 !== 3);
  const hashes = await demoHashes(withLogin.length);
  await tx.insert(t.driverAuths).values(withLogin.map((d, i) => ({ driverId: d.id, loginName: d.driverNo.toLowerCase(), passwordHash: hashes[i] })));
  return { typeId, vehicleCount: vehicleRows.length, driverCount: driverRows.length };
}

export async function loadStations(tx: Tx) {
  const stations = await tx
    .insert(t.petrolStations)
    .values([
      {
        petrolStationCode: 'SHL-KF',
        petrolStationNameEng: 'Shell Kwai Fong',
        petrolStationNameChi: '蜆殼葵芳油站',
        brand: 'Shell',
        address: 'Kwai Foo Road, Kwai Fong',
      },
      {
        petrolStationCode: 'ESS-TKW',
        petrolStationNameEng: 'Esso To Kwa Wan',
        petrolStationNameChi: '埃索土瓜灣油站',
        brand: 'Esso',
        address: 'Ma Tau Wai Road, To Kwa Wan',
      },
      {
        petrolStationCode: 'CTX-TC',
        petrolStationNameEng: 'Caltex Tung Chung',
        petrolStationNameChi: '加德士東涌油站',
        brand: 'Caltex',
        address: 'Shun Tung Road, Tung Chung',
      },
      {
        petrolStationCode: 'SNP-LMC',
        petrolStationNameEng: 'Sinopec Lok Ma Chau',
        petrolStationNameChi: '中石化落馬洲油站',
        brand: 'Sinopec',
        address: 'Lok Ma Chau Road',
      },
      {
        petrolStationCode: 'PTC-YL',
        petrolStationNameEng: 'PetroChina Yuen Long',
        petrolStationNameChi: '中石油元朗油站',
        brand: 'PetroChina',
        address: 'Castle Peak Road, Yuen Long',
      },
      {
        petrolStationCode: 'SHL-WC',
        petrolStationNameEng: 'Shell Wan Chai',
        petrolStationNameChi: '蜆殼灣仔油站',
        brand: 'Shell',
        address: 'Gloucester Road, Wan Chai',
      },
    ])
    .returning();
  await tx
    .insert(t.petrolStationPs)
    .values(
      stations.flatMap((s, i) => [
        { petrolStationId: s.id, fuelType: 'P', effectiveDate: '2026-11-01', unitPrice: (31.5 + i * 0.2).toFixed(2) },
        { petrolStationId: s.id, fuelType: 'D', effectiveDate: '2026-11-01', unitPrice: (28.9 + i * 0.2).toFixed(2) },
        { petrolStationId: s.id, fuelType: 'P', effectiveDate: '2026-10-01', unitPrice: (31.1 + i * 0.2).toFixed(2) },
        ...(i % 2 === 0 ? [{ petrolStationId: s.id, fuelType: 'L', effectiveDate: '2026-11-01', unitPrice: '6.80' }] : []),
      ]),
    );
  await tx.insert(t.petrolStationDs).values(
    stations.map((s, i) => ({
      petrolStationId: s.id,
      effectiveDate: '2026-01-01',
      expiryDate: '2026-12-31',
      discountPerLitre: (2 + (i % 3) * 0.5).toFixed(2),
    })),
  );
}
