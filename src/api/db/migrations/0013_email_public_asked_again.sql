-- "E-Mail-Adresse öffentlich zeigen" used to promise the address to other breeders and showed it
-- nowhere; it now puts the address on the public results per breeder. Consent given for the old
-- promise is not consent for the new one: every account is asked again (the switch starts off).
UPDATE "clients" SET "email_public" = false;
