import { crc32, deflateRawSync } from 'node:zlib';

const LOCATIONS = ['Würzburg', 'Regensburg', 'Passau', 'Linz', 'Ulm', 'Bamberg', 'Karlsruhe', 'Augsburg'];
export const FLIGHT_HEADER = [
  'Ringnummer',
  'Datum',
  'Auflassort',
  'Entfernung',
  'Platz',
  'Teilnehmer',
  'Durchschnitt',
];

/**
 * German-style flight results for the pigeons DV-06976-14-1 … DV-06976-14-<pigeons>: decimal commas,
 * dd.mm.yyyy, lenient ring numbers; every row valid and distinct.
 */
export function flightRows(count: number, pigeons: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const serial = 1 + (i % pigeons);
    const n = Math.floor(i / pigeons);
    const day = new Date(Date.UTC(2015, 4, 1) + (n % 3000) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    const participants = 50 + (i % 400);
    return [
      `DV 6976 14 ${serial}`,
      date,
      LOCATIONS[Math.floor(n / 3000) % LOCATIONS.length],
      `${100 + (i % 700)},${i % 1000}`,
      String(1 + (i % participants)),
      String(participants),
      '',
    ];
  });
}

export function flightCsv(count: number, pigeons: number): string {
  return [FLIGHT_HEADER, ...flightRows(count, pigeons)].map((row) => row.join(';')).join('\n');
}

/**
 * A zip archive of one deflated entry, as an .xlsx is a zip: `content` may be tens of megabytes of
 * repetition that packs into a few kilobytes (the spreadsheet bomb an import must refuse).
 */
export function zipWithEntry(name: string, content: Buffer): Buffer {
  const packed = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}
