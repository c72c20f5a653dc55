import type { SecurityAnomalies } from '@streamit/contract';
import { distanceKm, type NetworkRanges } from './network-ranges.js';

/** Faster than an airliner between two sign-ins means the same account is used in two places. */
export const IMPOSSIBLE_TRAVEL_KMH = 900;
/** Below this distance, address locations are too coarse to tell travel from noise. */
export const MIN_TRAVEL_KM = 300;
/** This many members whose first sign-in came from one network within the window is a burst. */
export const SIGNUP_BURST_MIN = 5;
/** This many credits to one member within one clock hour looks scripted. */
export const FARMING_PEAK_PER_HOUR = 30;

type Travel = SecurityAnomalies['impossibleTravel'][number];
type Burst = SecurityAnomalies['signupBursts'][number];
type Farming = SecurityAnomalies['pointsFarming'][number];

/** A successful sign-in, ordered by member then time. */
export interface SignIn {
  userId: string;
  email: string | null;
  ip: string;
  at: string;
}

function travelBetween(ranges: NetworkRanges, from: SignIn, to: SignIn): Travel | null {
  const a = ranges.lookup(from.ip).location;
  const b = ranges.lookup(to.ip).location;
  if (!a || !b) return null;
  const km = distanceKm(a, b);
  const hours = Math.max((Date.parse(to.at) - Date.parse(from.at)) / 3_600_000, 1 / 60);
  const speed = km / hours;
  if (km < MIN_TRAVEL_KM || speed <= IMPOSSIBLE_TRAVEL_KMH) return null;
  return {
    userId: to.userId,
    email: to.email,
    fromIp: from.ip,
    toIp: to.ip,
    fromAt: from.at,
    toAt: to.at,
    distanceKm: Math.round(km),
    speedKmh: Math.round(speed),
  };
}

/** Consecutive sign-ins of one member from places too far apart for the time between them. */
export function findImpossibleTravel(ranges: NetworkRanges, signIns: readonly SignIn[]): Travel[] {
  const found: Travel[] = [];
  for (let index = 1; index < signIns.length; index++) {
    const from = signIns[index - 1];
    const to = signIns[index];
    if (!from || !to || from.userId !== to.userId || from.ip === to.ip) continue;
    const travel = travelBetween(ranges, from, to);
    if (travel) found.push(travel);
  }
  return found;
}

/** Networks that `SIGNUP_BURST_MIN` or more new members first signed in from. */
export function findSignupBursts(
  signups: readonly { userId: string; createdAt: string; network: string }[],
): Burst[] {
  const byNetwork = new Map<string, typeof signups>();
  for (const signup of signups)
    byNetwork.set(signup.network, [...(byNetwork.get(signup.network) ?? []), signup]);
  return [...byNetwork.entries()]
    .filter(([, members]) => members.length >= SIGNUP_BURST_MIN)
    .map(([network, members]) => ({
      network,
      signups: members.length,
      firstAt: members[0]?.createdAt ?? '',
      lastAt: members[members.length - 1]?.createdAt ?? '',
      userIds: members.map((member) => member.userId),
    }))
    .sort((a, b) => b.signups - a.signups);
}

/** Members credited at a rate no person watching and answering reaches. */
export function findPointsFarming(stats: readonly Farming[]): Farming[] {
  return stats.filter((row) => row.peakPerHour >= FARMING_PEAK_PER_HOUR);
}
