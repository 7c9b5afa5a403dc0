/** Texts of the drivers' jobs page /driver/app/jobs (issue 11), spread into en and zh-HK. */
export const driverAppEn = {
  'drv.title': 'Driver Jobs',
};

export const driverAppZhHK: Record<keyof typeof driverAppEn, string> = {
  'drv.title': '司機工作',
};
