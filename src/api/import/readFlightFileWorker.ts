import { type FlightFileReading, readFlightFile } from './readFlightFile.ts';

/** Runs in a worker thread (see flightFilePool.ts): reading a big file never blocks the server. */
export default function read({ bytes, today }: { bytes: Uint8Array; today: string }): FlightFileReading {
  return readFlightFile(bytes, today);
}
