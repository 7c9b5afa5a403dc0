/** Texts of the driver job review screen /operation/driverJob (issue 11), spread into en and zh-HK. */
export const driverJobEn = {
  'dj.title': 'Driver Job',
};

export const driverJobZhHK: Record<keyof typeof driverJobEn, string> = {
  'dj.title': '司機工作',
};
