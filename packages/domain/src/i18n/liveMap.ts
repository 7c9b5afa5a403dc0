/** Texts of the real-time vehicle map (issue 11), spread into en and zh-HK. */
export const liveMapEn = {
  'map.title': 'Real-time vehicles',
};

export const liveMapZhHK: Record<keyof typeof liveMapEn, string> = {
  'map.title': '實時車輛',
};
