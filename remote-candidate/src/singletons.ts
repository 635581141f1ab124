import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { registerSingletons, useToastStore } from 'shared-kernel';

// This remote's side of the singleton proof: references from its own imports.
registerSingletons('remote_candidate', {
  react: useState,
  router: useNavigate,
  query: useQueryClient,
  mui: ThemeProvider,
  kernel: useToastStore, // shared-kernel's runtime (its stores), one per page
});
