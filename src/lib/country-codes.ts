/**
 * ISO 3166-1 country codes as an answer may send them: alpha-2 or alpha-3, any case, read
 * into the alpha-2 form the cabinet keys by.
 */

/** ISO 3166-1 alpha-2 and alpha-3 codes, in pairs (and Kosovo's common user-assigned XK / XKX). */
const COUNTRY_PAIRS =
  'AF AFG AX ALA AL ALB DZ DZA AS ASM AD AND AO AGO AI AIA AQ ATA AG ATG AR ARG AM ARM AW ABW AU AUS ' +
  'AT AUT AZ AZE BS BHS BH BHR BD BGD BB BRB BY BLR BE BEL BZ BLZ BJ BEN BM BMU BT BTN BO BOL BQ BES ' +
  'BA BIH BW BWA BV BVT BR BRA IO IOT BN BRN BG BGR BF BFA BI BDI CV CPV KH KHM CM CMR CA CAN KY CYM ' +
  'CF CAF TD TCD CL CHL CN CHN CX CXR CC CCK CO COL KM COM CG COG CD COD CK COK CR CRI CI CIV HR HRV ' +
  'CU CUB CW CUW CY CYP CZ CZE DK DNK DJ DJI DM DMA DO DOM EC ECU EG EGY SV SLV GQ GNQ ER ERI EE EST ' +
  'SZ SWZ ET ETH FK FLK FO FRO FJ FJI FI FIN FR FRA GF GUF PF PYF TF ATF GA GAB GM GMB GE GEO DE DEU ' +
  'GH GHA GI GIB GR GRC GL GRL GD GRD GP GLP GU GUM GT GTM GG GGY GN GIN GW GNB GY GUY HT HTI HM HMD ' +
  'VA VAT HN HND HK HKG HU HUN IS ISL IN IND ID IDN IR IRN IQ IRQ IE IRL IM IMN IL ISR IT ITA JM JAM ' +
  'JP JPN JE JEY JO JOR KZ KAZ KE KEN KI KIR KP PRK KR KOR KW KWT KG KGZ LA LAO LV LVA LB LBN LS LSO ' +
  'LR LBR LY LBY LI LIE LT LTU LU LUX MO MAC MG MDG MW MWI MY MYS MV MDV ML MLI MT MLT MH MHL MQ MTQ ' +
  'MR MRT MU MUS YT MYT MX MEX FM FSM MD MDA MC MCO MN MNG ME MNE MS MSR MA MAR MZ MOZ MM MMR NA NAM ' +
  'NR NRU NP NPL NL NLD NC NCL NZ NZL NI NIC NE NER NG NGA NU NIU NF NFK MK MKD MP MNP NO NOR OM OMN ' +
  'PK PAK PW PLW PS PSE PA PAN PG PNG PY PRY PE PER PH PHL PN PCN PL POL PT PRT PR PRI QA QAT RE REU ' +
  'RO ROU RU RUS RW RWA BL BLM SH SHN KN KNA LC LCA MF MAF PM SPM VC VCT WS WSM SM SMR ST STP SA SAU ' +
  'SN SEN RS SRB SC SYC SL SLE SG SGP SX SXM SK SVK SI SVN SB SLB SO SOM ZA ZAF GS SGS SS SSD ES ESP ' +
  'LK LKA SD SDN SR SUR SJ SJM SE SWE CH CHE SY SYR TW TWN TJ TJK TZ TZA TH THA TL TLS TG TGO TK TKL ' +
  'TO TON TT TTO TN TUN TR TUR TM TKM TC TCA TV TUV UG UGA UA UKR AE ARE GB GBR US USA UM UMI UY URY ' +
  'UZ UZB VU VUT VE VEN VN VNM VG VGB VI VIR WF WLF EH ESH YE YEM ZM ZMB ZW ZWE XK XKX';

const ALPHA2_BY_ALPHA3 = new Map<string, string>();
const ALPHA3_BY_ALPHA2 = new Map<string, string>();
{
  const codes = COUNTRY_PAIRS.split(' ');
  for (let index = 0; index < codes.length; index += 2) {
    const alpha2 = codes[index] ?? '';
    const alpha3 = codes[index + 1] ?? '';
    ALPHA2_BY_ALPHA3.set(alpha3, alpha2);
    ALPHA3_BY_ALPHA2.set(alpha2, alpha3);
  }
}

/**
 * A country as ISO 3166-1 alpha-2 (`DE`), from alpha-2 or alpha-3 in any case (`deu`, `De`).
 * A code of neither system is kept as sent (upper case): it is shown as it came, never dropped.
 */
export function countryCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (code.length === 3) return ALPHA2_BY_ALPHA3.get(code) ?? code;
  return code;
}

/** Whether a code (after `countryCode`) is an ISO 3166-1 country. */
export function isCountryCode(code: string): boolean {
  return ALPHA3_BY_ALPHA2.has(code);
}

/** The alpha-3 form of an alpha-2 code (for a backend that speaks alpha-3). */
export function alpha3Of(alpha2: string): string | null {
  return ALPHA3_BY_ALPHA2.get(alpha2.toUpperCase()) ?? null;
}
