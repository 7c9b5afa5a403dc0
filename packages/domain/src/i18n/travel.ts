/** Texts of issue 32's Zone Travel Times file: learning the table from completed jobs ('travelLearn.*'). */
export const travelEn = {
  'travelLearn.button': 'Learn from completed jobs',
  'travelLearn.title': 'Learn travel times from completed jobs',
  'travelLearn.help':
    "For each pair of zones and hour band (0-7, 7-10, 10-16, 16-20, 20-24): the median minutes from a job's COMPLETED to the driver's next ARRIVED (or POB), written where at least 5 trips exist. At most 92 days.",
  'travelLearn.from': 'From',
  'travelLearn.to': 'To',
  'travelLearn.run': 'Learn',
  'travelLearn.done': 'Rows written: {{written}}. Rows kept: {{kept}}. Bands not written because another row covers part of their hours: {{skipped}}.',
};

export const travelZhHK: Record<keyof typeof travelEn, string> = {
  'travelLearn.button': '從已完成工作學習',
  'travelLearn.title': '從已完成工作學習車程時間',
  'travelLearn.help':
    '按每對分區及時段（0-7、7-10、10-16、16-20、20-24）：由一項工作的「完成」至司機下一項工作的「到達」（或「上車」）的分鐘中位數，有最少 5 次行程時寫入。最多 92 日。',
  'travelLearn.from': '由',
  'travelLearn.to': '至',
  'travelLearn.run': '學習',
  'travelLearn.done': '已寫入 {{written}} 行；保留 {{kept}} 行；因另一行涵蓋部分時段而未寫入的時段：{{skipped}}。',
};
