-- How many anonymous first visits each page address of the store was given, per day, so that an instance that starts
-- (a deploy, a restart, a new instance) draws ahead the addresses shoppers open most, not only those the catalogue
-- suggests. Each instance adds its counts in one write every half minute or so, never one per visit. The address
-- alone: nothing about the shopper.
CREATE TABLE page_visits (
  address text NOT NULL CHECK (address LIKE '/%' AND length(address) <= 300),
  day     date NOT NULL,
  visits  integer NOT NULL CHECK (visits > 0),
  PRIMARY KEY (address, day)
);
CREATE INDEX page_visits_day ON page_visits (day);
