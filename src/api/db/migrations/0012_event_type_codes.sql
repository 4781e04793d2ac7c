-- Event types and countries become codes from fixed lists (src/shared/eventTypes.ts, country.ts),
-- named in the reader's language. Earlier free texts are mapped by their usual German or English
-- names; an unknown type becomes OTHER, an unknown country the association's own (DE).
UPDATE "events" SET "event_type" = CASE lower(trim("event_type"))
  WHEN 'lokalschau' THEN 'LOCAL' WHEN 'local show' THEN 'LOCAL'
  WHEN 'kreisschau' THEN 'DISTRICT' WHEN 'district show' THEN 'DISTRICT'
  WHEN 'regionalschau' THEN 'REGIONAL' WHEN 'regional show' THEN 'REGIONAL'
  WHEN 'bundesschau' THEN 'NATIONAL' WHEN 'national show' THEN 'NATIONAL'
  WHEN 'jungtierschau' THEN 'YOUNG_BIRDS' WHEN 'young bird show' THEN 'YOUNG_BIRDS'
  WHEN 'sonderschau' THEN 'SPECIAL' WHEN 'special show' THEN 'SPECIAL'
  WHEN 'internationale schau' THEN 'INTERNATIONAL' WHEN 'international show' THEN 'INTERNATIONAL'
  ELSE CASE WHEN "event_type" IN ('LOCAL', 'DISTRICT', 'REGIONAL', 'NATIONAL', 'YOUNG_BIRDS', 'SPECIAL', 'INTERNATIONAL', 'OTHER')
    THEN "event_type" ELSE 'OTHER' END
END;--> statement-breakpoint
UPDATE "events" SET "country" = CASE lower(trim("country"))
  WHEN 'deutschland' THEN 'DE' WHEN 'germany' THEN 'DE'
  WHEN 'österreich' THEN 'AT' WHEN 'austria' THEN 'AT'
  WHEN 'schweiz' THEN 'CH' WHEN 'switzerland' THEN 'CH'
  WHEN 'niederlande' THEN 'NL' WHEN 'netherlands' THEN 'NL'
  WHEN 'belgien' THEN 'BE' WHEN 'belgium' THEN 'BE'
  WHEN 'polen' THEN 'PL' WHEN 'poland' THEN 'PL'
  WHEN 'frankreich' THEN 'FR' WHEN 'france' THEN 'FR'
  WHEN 'dänemark' THEN 'DK' WHEN 'denmark' THEN 'DK'
  WHEN 'tschechien' THEN 'CZ' WHEN 'czechia' THEN 'CZ'
  WHEN 'luxemburg' THEN 'LU' WHEN 'luxembourg' THEN 'LU'
  ELSE CASE WHEN upper(trim("country")) IN ('AL', 'AD', 'AT', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'SM', 'TR', 'UA')
    THEN upper(trim("country")) ELSE 'DE' END
END;
