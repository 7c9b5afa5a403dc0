import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/*
 * The demo's SMS templates (issue 15), in English and Traditional Chinese, with the placeholders of
 * docs/order-operations.md ("SMS"). The recipient is the one the SMS dialog proposes with the template.
 */
const TEMPLATES: (typeof t.smses.$inferInsert)[] = [
  {
    smsCode: 'DRVJOB',
    smsDescEng: 'Job to the driver',
    recipient: 'DRIVER',
    bodyEng: 'Job {orderRefId} {pickupDate} {pickupTime} {vehicleType} {plate}: {paxName} x{paxCount}, {pickup} to {dropoff}. Flight {flightNo}. {remarks}',
    bodyChi: '工作 {orderRefId} {pickupDate} {pickupTime} {vehicleType} {plate}：{paxName}（{paxCount}人），{pickup}往{dropoff}。航班 {flightNo}。{remarks}',
  },
  {
    smsCode: 'PAXCONF',
    smsDescEng: 'Confirmation to the passenger',
    recipient: 'PASSENGER',
    bodyEng:
      'Harbour Limousine: your car is confirmed for {pickupDate} {pickupTime} at {pickup}. Driver {driverName} {driverMobile}, {vehicleType} {plate}. Ref {orderRefId}',
    bodyChi: '海港豪華轎車：已確認於{pickupDate} {pickupTime}在{pickup}接載。司機{driverName} {driverMobile}，{vehicleType} {plate}。編號 {orderRefId}',
  },
  {
    smsCode: 'CONTACTCONF',
    smsDescEng: 'Confirmation to the booking contact',
    recipient: 'CONTACT',
    bodyEng: 'Harbour Limousine: booking {orderRefId} confirmed: {paxName} x{paxCount}, {pickupDate} {pickupTime}, {pickup} to {dropoff}, {vehicleType}.',
    bodyChi: '海港豪華轎車：訂單{orderRefId}已確認：{paxName}（{paxCount}人），{pickupDate} {pickupTime}，{pickup}往{dropoff}，{vehicleType}。',
  },
  {
    smsCode: 'ARRMEET',
    smsDescEng: 'Arrival meeting to the passenger',
    recipient: 'PASSENGER',
    bodyEng:
      'Welcome to Hong Kong, {paxName}. Your driver {driverName} ({driverMobile}) meets flight {flightNo} in the arrival hall with a name board. {vehicleType} {plate}.',
    bodyChi: '歡迎來到香港，{paxName}。司機{driverName}（{driverMobile}）會於抵港大堂舉牌迎接航班{flightNo}。{vehicleType} {plate}。',
  },
];

export async function loadDemoSms(tx: Tx) {
  await tx.insert(t.smses).values(TEMPLATES);
}
