// The async boundary lets the federation runtime settle shared modules before any of them runs.
import('./bootstrap');
